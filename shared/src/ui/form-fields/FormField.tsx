import { cloneElement, useId, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';

/** What FormField gives its control, so that the label, hint and error belong to it. */
export type FieldControlProps = Pick<
  HTMLAttributes<HTMLElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
>;

const Field = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  & > label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input,
  select,
  textarea {
    min-height: 44px;
    padding: ${({ $compact, theme }) =>
      $compact ? theme.space.sm : `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }

  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  textarea {
    min-height: 110px;
    resize: vertical;
  }
`;

const Message = styled.div<{ $compact: boolean; $error?: boolean }>`
  font-size: ${({ $compact, theme }) => ($compact ? 'smaller' : theme.fontSizes.sm)};
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface FormFieldProps {
  label: string;
  /** Marks the label with ' *' and the control as required for screen readers. */
  required?: boolean;
  /** Shown under the control (a format, or the password strength meter). */
  hint?: ReactNode;
  error?: string;
  /** Tighter controls and smaller messages, for a dense form (the admin's property form). */
  compact?: boolean;
  /** An input, select or textarea, or a component that hands these props to one. */
  children: ReactElement<FieldControlProps>;
}

/**
 * A label, its control, the hint and the error. The control gets the id the label points at;
 * the hint and the error describe it, in the order they are shown, and an error marks it invalid.
 */
export function FormField({
  label,
  required,
  hint,
  error,
  compact = false,
  children,
}: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Field $compact={compact}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <Message id={hintId} $compact={compact}>
          {hint}
        </Message>
      ) : null}
      {error ? (
        <Message id={errorId} $compact={compact} $error>
          {error}
        </Message>
      ) : null}
    </Field>
  );
}
