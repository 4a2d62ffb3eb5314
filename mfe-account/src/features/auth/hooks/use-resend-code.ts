import { useCallback, useState } from 'react';
import { isApiError } from '@marketplace/shared/api-client';
import { notify } from '@marketplace/shared/ui';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@marketplace/shared/contracts';
import { retryAfterSecondsOf, type CodeSentResponse } from '../api/types';
import { useCooldown } from './use-cooldown';

interface ResendOptions {
  send: () => Promise<CodeSentResponse>;
  /** Shown when the server sends no message of its own. */
  successMessage: string;
  /** When Resend may be used again (epoch ms), so the cool-down survives a page change. */
  availableAt?: number | null;
  onSent?: (sentAt: number) => void;
}

/**
 * Resend of an e-mailed code with the cool-down: the button waits 60 s after each send (or what
 * the server says in retryAfterSeconds, also when it refuses with a 429).
 */
export function useResendCode({ send, successMessage, availableAt, onSent }: ResendOptions) {
  const { remaining, start } = useCooldown(availableAt ?? null);
  const [sending, setSending] = useState(false);

  const resend = useCallback(async () => {
    setSending(true);
    try {
      const response = await send();
      start(retryAfterSecondsOf(response) ?? OTP_RESEND_COOLDOWN_SECONDS);
      onSent?.(Date.now());
      notify.success(response.msg || successMessage);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAfter = isApiError(error) ? retryAfterSecondsOf(error.body) : undefined;
      if (retryAfter) start(retryAfter);
      notify.error(message);
    } finally {
      setSending(false);
    }
  }, [send, start, onSent, successMessage]);

  return { remaining, sending, resend, startCooldown: start };
}
