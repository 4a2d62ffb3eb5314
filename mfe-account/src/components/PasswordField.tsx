// A password input with a show/hide toggle. The toggle is a real button whose name says what it
// will do ('Show password' / 'Hide password').
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@marketplace/shared/ui';
import { ErrorText, FieldWrapper, HintText, Input, Label } from './form-styles';
import { FORM_MESSAGES } from './messages';

const InputWrap = styled.div`
  position: relative;

  input {
    padding-right: 5.5rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export interface PasswordFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
> {
  label: string;
  error?: string;
  /** Shown under the input (e.g. the strength meter). */
  hint?: ReactNode;
}

export function PasswordField({ label, error, hint, ...inputProps }: PasswordFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      <InputWrap>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          $invalid={Boolean(error)}
          {...inputProps}
        />
        <Toggle
          type="button"
          aria-label={
            visible
              ? FORM_MESSAGES.hidePasswordLabel(label)
              : FORM_MESSAGES.showPasswordLabel(label)
          }
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? FORM_MESSAGES.hide : FORM_MESSAGES.show}
        </Toggle>
      </InputWrap>
      {hint ? (
        <HintText as="div" id={hintId}>
          {hint}
        </HintText>
      ) : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrapper>
  );
}
