// A labelled input with its error underneath, wired for assistive technology: the error is the
// input's description and marks it invalid.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ErrorText, FieldWrapper, HintText, Input, Label } from './form-styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Rendered after the input (e.g. a show/hide toggle). */
  adornment?: ReactNode;
}

export function TextField({ label, error, hint, adornment, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <FieldWrapper>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        $invalid={Boolean(error)}
        {...inputProps}
      />
      {adornment}
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrapper>
  );
}
