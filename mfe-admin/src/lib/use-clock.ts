// The time now, read again every `everyMs`: what a page offers can depend on the clock (a booking
// may be marked completed once its slot has started), and the page may stay open past that moment.
import { useEffect, useState } from 'react';

export function useClock(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
