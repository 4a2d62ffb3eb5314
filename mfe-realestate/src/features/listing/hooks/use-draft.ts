import { useEffect, useRef, useState } from 'react';

/**
 * A text field's own value, committed `delayMs` after the last keystroke; follows `value` when
 * it changes from outside (Clear All Filters, Back).
 */
export function useDraft(value: string, commit: (draft: string) => void, delayMs = 350) {
  const [draft, setDraft] = useState(value);
  // Adjusted during render (not in an effect) when the outside value changes.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => commitRef.current(draft), delayMs);
    return () => clearTimeout(timer);
    // `value` is left out on purpose: an outside change resets the draft above, not a commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, delayMs]);

  return [draft, setDraft] as const;
}
