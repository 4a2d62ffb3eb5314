// Texts of the shared form controls (not fixed by the spec).
export const FORM_MESSAGES = {
  show: 'Show',
  hide: 'Hide',
  showPasswordLabel: (field: string) => `Show ${field.toLowerCase()}`,
  hidePasswordLabel: (field: string) => `Hide ${field.toLowerCase()}`,
} as const;
