// Rejecting a listing: the reason the lister will read, 10 to 1,000 characters, counted as the
// moderator types. The dialog stays open with the text kept until the api has taken it; the
// api's refusal (too short after trimming, someone decided first) shows inside it.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { REJECTION_REASON_LENGTH } from '@marketplace/shared/contracts-posting';
import { FormField } from '@marketplace/shared/form-fields';
import { Modal } from '@marketplace/shared/modal';
import { Button, useMessages } from '@marketplace/shared/ui';
import { ErrorBanner } from '../../../components/Banner';
import { DialogAnswers } from '../../../components/ConfirmDialog';
import { reviewsCatalogue, type ReviewsTexts } from '../catalogue';

const Count = styled.p<{ $over: boolean }>`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: right;
`;

/** What is wrong with the reason as typed, as the api would say it; null when it may be sent. */
function reasonProblem(reason: string, t: ReviewsTexts): string | null {
  const length = reason.trim().length;
  if (length < REJECTION_REASON_LENGTH.min) return t.reasonShort;
  if (length > REJECTION_REASON_LENGTH.max) return t.reasonLong;
  return null;
}

export interface RejectDialogProps {
  /** The listing's name; the dialog is closed when null. */
  name: string | null;
  busy: boolean;
  /** The api's refusal of the last try. */
  error: string | null;
  onSend: (reason: string) => void;
  onCancel: () => void;
}

export function RejectDialog({ name, busy, error, onSend, onCancel }: RejectDialogProps) {
  const t = useMessages(reviewsCatalogue);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reasonProblem(reason, t);
  const close = () => {
    if (busy) return;
    setReason('');
    setTried(false);
    onCancel();
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem === null && !busy) onSend(reason.trim());
  };
  return (
    <Modal open={name !== null} onClose={close} title={t.rejectTitle(name ?? '')}>
      <form onSubmit={send} noValidate>
        <FormField
          label={t.reason}
          required
          hint={t.reasonHint}
          error={tried && problem !== null ? problem : undefined}
        >
          <textarea
            value={reason}
            rows={5}
            disabled={busy}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <Count $over={reason.trim().length > REJECTION_REASON_LENGTH.max} aria-live="polite">
          {t.reasonCount(reason.trim().length)}
        </Count>
        {error && <ErrorBanner>{error}</ErrorBanner>}
        <DialogAnswers>
          <Button type="button" variant="ghost" disabled={busy} onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {t.sendRejection}
          </Button>
        </DialogAnswers>
      </form>
    </Modal>
  );
}
