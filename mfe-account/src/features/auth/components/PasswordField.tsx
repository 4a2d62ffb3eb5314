// A password input with a show/hide toggle. The toggle is a real button whose name says what it
// will do ('Show password' / 'Hide password').
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, type FieldControlProps } from '@marketplace/shared/form-fields';
import { focusRing, useMessages } from '@marketplace/shared/ui';
import { authCatalogue } from '../catalogue';

const InputWrap = styled.div`
  position: relative;

  && input {
    width: 100%;
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>;

export interface PasswordFieldProps extends InputProps {
  label: string;
  error?: string;
  /** Shown under the input (e.g. the strength meter). */
  hint?: ReactNode;
}

export function PasswordField({ label, error, hint, ...inputProps }: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <PasswordInput label={label} {...inputProps} />
    </FormField>
  );
}

/** The input and its toggle; FormField's id and descriptions go to the input. */
function PasswordInput({
  label,
  ...inputProps
}: InputProps & FieldControlProps & { label: string }) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(authCatalogue).form;
  return (
    <InputWrap>
      <input type={visible ? 'text' : 'password'} {...inputProps} />
      <Toggle
        type="button"
        aria-label={visible ? t.hidePasswordLabel(label) : t.showPasswordLabel(label)}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? t.hide : t.show}
      </Toggle>
    </InputWrap>
  );
}
