// A question the visitor answers before going on (discard my changes?), in the site's own dialog:
// an alertdialog named by its question and described by its consequence, with focus on the safe
// answer. Escape, the close button and a click outside it give the safe answer.
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@marketplace/shared/ui';
import { Modal } from '@marketplace/shared/modal';

const Dialog = styled(Modal)`
  max-width: 420px;
`;

/** A dialog's buttons, at its foot on the right, wrapping on a phone. */
export const DialogAnswers = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface ConfirmDialogProps {
  open: boolean;
  question: string;
  /** What happens if the visitor goes on. */
  consequence: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const consequenceId = useId();
  const safeAnswer = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      title={props.question}
      role="alertdialog"
      describedBy={consequenceId}
      initialFocus={safeAnswer}
    >
      <p id={consequenceId}>{props.consequence}</p>
      <DialogAnswers>
        <Button ref={safeAnswer} variant="ghost" onClick={props.onCancel}>
          {props.cancelLabel}
        </Button>
        <Button onClick={props.onConfirm}>{props.confirmLabel}</Button>
      </DialogAnswers>
    </Dialog>
  );
}
