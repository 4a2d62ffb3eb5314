// State of a small enquiry form checked with a shared zod schema before it is sent: one error per
// field (the first), errors clear as the field is edited, nothing typed is lost on a failure.
import { useState, type FormEvent } from 'react';
import { notify } from '@marketplace/shared/ui';

export interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
  readonly code?: string;
  readonly maximum?: unknown;
}

export interface FormSchema<Out> {
  safeParse: (
    value: unknown,
  ) =>
    { success: true; data: Out } | { success: false; error: { readonly issues: readonly Issue[] } };
}

export function useEnquiryForm<Field extends string, Out>(options: {
  initial: Record<Field, string>;
  /** The values as the schema reads them (e.g. with the property id added). */
  toInput: (values: Record<Field, string>) => unknown;
  schema: FormSchema<Out>;
  send: (data: Out) => Promise<unknown>;
  onSent: (data: Out) => void;
  /** A complaint of the schema (English) in the page's language; the schema's words otherwise. */
  describe?: (issue: Issue) => string;
}) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = options.schema.safeParse(options.toInput(values));
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '') as Field;
        if (name in values && !next[name]) next[name] = options.describe?.(issue) ?? issue.message;
      }
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      await options.send(parsed.data);
      options.onSent(parsed.data);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return { field, onSubmit, busy };
}
