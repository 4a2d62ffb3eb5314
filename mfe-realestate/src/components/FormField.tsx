// A labelled input or textarea with its error underneath (the error describes the field and
// marks it invalid).
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  input,
  textarea {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
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

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

type Control =
  | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>)
  | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>);

export type FormFieldProps = Control & { label: string; error?: string };

export function FormField({ label, error, ...control }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <Wrapper>
      <label htmlFor={id}>{label}</label>
      {control.multiline ? (
        <textarea {...a11y} {...withoutFlag(control)} />
      ) : (
        <input {...a11y} {...withoutFlag(control)} />
      )}
      {error ? <p id={errorId}>{error}</p> : null}
    </Wrapper>
  );
}

function withoutFlag<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
