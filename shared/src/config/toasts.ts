/** Toast durations in milliseconds (spec section 9: default 4 s, success 3 s, error 4 s). */
export const TOAST_DURATIONS = {
  default: 4000,
  success: 3000,
  error: 4000,
} as const;
