import { useCallback, useEffect, useState } from 'react';

/** The property admin success message clears after 3 seconds (docs/product/admin.md "Property administration"). */
const FLASH_DURATION_MS = 3000;

/** A message that disappears FLASH_DURATION_MS after it was last set. */
export function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);
  useEffect(() => {
    if (message === null) return undefined;
    const timer = setTimeout(() => setMessage(null), FLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message, stamp]);
  const show = useCallback((next: string) => {
    setMessage(next);
    setStamp((value) => value + 1);
  }, []);
  return [message, show];
}
