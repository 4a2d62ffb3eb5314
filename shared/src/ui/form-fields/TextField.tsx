import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { FormField } from './FormField';

type Control =
  | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>)
  | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>);

export type TextFieldProps = Control & { label: string; error?: string; hint?: ReactNode };

/** A FormField around a text input, or with `multiline` a textarea, given the control's props. */
export function TextField({ label, error, hint, ...control }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {control.multiline ? (
        <textarea {...withoutFlag(control)} />
      ) : (
        <input {...withoutFlag(control)} />
      )}
    </FormField>
  );
}

function withoutFlag<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
