// The parts of the cart answers the session uses, checked without zod: this module is in every
// page's first load (the header's count), where the full zod contracts would cost more than the
// page itself. The cart page validates the whole cart with the contracts' schemas where it shows
// it (docs/decisions/zod-only-for-forms.md).
import type { ResponseSchema } from '@marketplace/shared/api-client';

const asRecord = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

/** GET /cart, as far as the header's count goes: `success: true` and a whole, non-negative count. */
export const cartCountAnswer: ResponseSchema<{ totalItems: number }> = {
  safeParse(data) {
    const { success, totalItems } = asRecord(data);
    return success === true && Number.isInteger(totalItems) && (totalItems as number) >= 0
      ? { success: true, data: { totalItems: totalItems as number } }
      : { success: false };
  },
};

/** POST /cart/addToCart, as far as the toast goes: `success: true` and the server's message. */
export const cartMessageAnswer: ResponseSchema<{ msg: string }> = {
  safeParse(data) {
    const { success, msg } = asRecord(data);
    return success === true && typeof msg === 'string'
      ? { success: true, data: { msg } }
      : { success: false };
  },
};
