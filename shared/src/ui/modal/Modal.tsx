// An accessible dialog: labelled by its title, closed by Escape, a backdrop click or the close
// button; focus moves into it on open, stays inside while tabbing, and returns to the element that
// opened it on close. A dialog opened over another (a confirmation) is the only one that answers
// the keyboard until it closes.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusRing, media } from '@marketplace/shared/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }

  ${media.up('md')} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Title = styled.h2`
  margin: 0 ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  /* Titles name what they are about (a property's name), which may be one long word. */
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The open dialogs, the last one on top. */
const openDialogs: HTMLElement[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
  /** 'alertdialog' for a question that needs an answer before anything else. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog is about. */
  describedBy?: string;
  /** What gets focus on open (the safe answer of a question); the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  closeLabel = 'Close',
  className,
  role = 'dialog',
  describedBy,
  initialFocus,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so the key listener is not re-attached on every render of the parent.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    (initialFocus?.current ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab' && dialogRef.current) {
        const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      opener?.focus();
    };
    // The element to focus first is read once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press on the backdrop itself closes; a drag that starts inside the dialog doesn't.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
      >
        <Title id={titleId}>{title}</Title>
        <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </CloseButton>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
