// Turns a shared zod schema's result into one message per form field (the first issue of each),
// the way the spec's forms show them. Typed structurally so this remote needs no zod import.

interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

export interface FormSchema {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { readonly issues: ReadonlyArray<Issue> };
  };
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** `check` turns a complaint into the text shown (the page's language); as it is by default. */
export function fieldErrorsOf<Field extends string>(
  schema: FormSchema,
  values: Record<Field, unknown>,
  check: (complaint: string) => string = (complaint) => complaint,
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  const errors: FieldErrors<Field> = {};
  if (result.success || !result.error) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (field && !(field in errors)) errors[field] = check(issue.message);
  }
  return errors;
}

export function hasErrors(errors: Partial<Record<string, string>>): boolean {
  return Object.values(errors).some(Boolean);
}

/** A copy of `errors` without `field` (a field's error clears when the field is edited). */
export function withoutError<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
): FieldErrors<Field> {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
