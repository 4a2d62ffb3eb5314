/** Toast durations in milliseconds (docs/product/site.md "Shared constants": default 4 s, success 3 s, error 4 s). */
export const TOAST_DURATIONS = {
  default: 4000,
  success: 3000,
  error: 4000,
} as const;
