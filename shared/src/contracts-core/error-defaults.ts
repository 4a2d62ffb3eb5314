/**
 * The error defaults (docs/product/accounts.md "Errors"): the message a client shows when a call
 * fails and the server sent no `msg` of its own.
 */
export const ERROR_DEFAULTS = {
  register: 'Registration failed',
  verifyOtp: 'OTP verification failed',
  login: 'Login failed',
  profile: 'Failed to get profile',
  logout: 'Logout failed',
  verifyToken: 'Token verification failed',
  addToCart: 'Failed to add item to cart',
  getCart: 'Failed to get cart',
  removeItem: 'Failed to remove item',
  clearCart: 'Failed to clear cart',
  updateQuantity: 'Failed to update quantity',
  fetchProperties: 'Failed to fetch properties',
  fetchProperty: 'Failed to fetch property',
  addProperty: 'Failed to add property',
  updateProperty: 'Failed to update property',
  deleteProperty: 'Failed to delete property',
  /** Profile and verify-token called without a stored token. */
  missingToken: 'No token found',
  /** A cart call without a stored token. */
  authRequired: 'Authentication required',
  /** Property-store rejections without a server message. */
  generic: 'Something went wrong',
} as const;

export type ErrorDefaultKey = keyof typeof ERROR_DEFAULTS;
