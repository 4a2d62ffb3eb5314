import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number | null) =>
  deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A visible countdown: `remaining` whole seconds until `deadline` (epoch ms), ticking down to 0.
 * Kept as a deadline rather than a counter, so a slow or throttled tab still ends on time.
 */
export function useCooldown(initialDeadline: number | null = null) {
  const [deadline, setDeadline] = useState<number | null>(initialDeadline);
  const [remaining, setRemaining] = useState(() => secondsUntil(initialDeadline));

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, []);

  return { remaining, start };
}
