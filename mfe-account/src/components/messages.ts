// Texts of the shared form controls and price table (not fixed by the spec).
export const FORM_MESSAGES = {
  show: 'Show',
  hide: 'Hide',
  showPasswordLabel: (field: string) => `Show ${field.toLowerCase()}`,
  hidePasswordLabel: (field: string) => `Hide ${field.toLowerCase()}`,
} as const;

export const PRICE_MESSAGES = {
  subtotal: 'Subtotal',
  serviceFee: 'Service fee',
  tax: 'Tax (8%)',
  total: 'Total',
  line: (quantity: number, name: string) => `${quantity} × ${name}`,
} as const;
