// A labelled form control with its hint and error, wired for screen readers.
import { useId, type ReactElement } from 'react';
import { cloneElement } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input,
  select,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }

  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Error = styled.small`
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FormFieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}

export function FormField({ label, required, hint, error, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Wrapper>
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
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <Error id={errorId}>{error}</Error>}
    </Wrapper>
  );
}
