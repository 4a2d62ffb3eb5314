import { useEffect } from 'react';
import { notify } from '@marketplace/shared/ui';

/** docs/product/catalogue.md "Home": the welcome toast stays 4 seconds. */
export const WELCOME_TOAST_DURATION_MS = 4000;

/**
 * Shows `message` once when the page mounts (and again only if the message changes, e.g. when
 * moving from one service page to another). The toast id is derived from the message, so React
 * StrictMode's second effect run, or a second mount while the toast is still up, shows no duplicate.
 */
export function useWelcomeToast(message: string | null | undefined): void {
  useEffect(() => {
    if (!message) return;
    notify.info(message, {
      toastId: `welcome:${message}`,
      autoClose: WELCOME_TOAST_DURATION_MS,
    });
  }, [message]);
}
