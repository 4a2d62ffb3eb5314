// One field of the posting form: a labelled input, select or textarea bound to the draft's
// values, with the api's message for it beside it.
import type { ReactNode } from 'react';
import { FormField } from '@marketplace/shared/form-fields';
import type { DraftField, DraftValues } from '../form-model';
import { useMessages } from '@marketplace/shared/ui';
import { postingCatalogue } from '../catalogue';

export interface DraftFormState {
  values: DraftValues;
  errors: Partial<Record<DraftField | 'pictures', string>>;
  onChange: (field: DraftField, value: string) => void;
}

export interface DraftInputProps {
  form: DraftFormState;
  field: DraftField;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  type?: 'text' | 'date' | 'month' | 'tel' | 'textarea';
  inputMode?: 'numeric' | 'decimal' | 'tel';
  /** A select of these values and labels instead of a text input. */
  options?: Record<string, string>;
}

export function DraftInput({
  form,
  field,
  label,
  hint,
  required,
  type = 'text',
  inputMode,
  options,
}: DraftInputProps) {
  const t = useMessages(postingCatalogue).text;
  const value = form.values[field];
  const change = (next: string) => form.onChange(field, next);
  let control;
  if (options) {
    control = (
      <select name={field} value={value} onChange={(e) => change(e.target.value)}>
        <option value="">{t.choose}</option>
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    );
  } else if (type === 'textarea') {
    control = <textarea name={field} value={value} onChange={(e) => change(e.target.value)} />;
  } else {
    control = (
      <input
        name={field}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => change(e.target.value)}
      />
    );
  }
  return (
    <FormField label={label} hint={hint} required={required} error={form.errors[field]}>
      {control}
    </FormField>
  );
}
