import {
  ERROR_DEFAULTS,
  apiFailureSchema,
  apiSuccessSchema,
  healthResponseSchema,
  isApiFailure,
} from './index';
import { z } from 'zod';

describe('ERROR_DEFAULTS', () => {
  it('holds every row of the spec error catalogue', () => {
    expect(ERROR_DEFAULTS).toEqual({
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
      missingToken: 'No token found',
      authRequired: 'Authentication required',
      generic: 'Something went wrong',
    });
  });
});

describe('envelope', () => {
  it('recognises a failure and rejects a success', () => {
    expect(isApiFailure({ success: false, msg: 'Login failed', code: 'UNAUTHORIZED' })).toBe(true);
    expect(isApiFailure({ success: false, msg: 'Login failed' })).toBe(true);
    expect(isApiFailure({ success: true })).toBe(false);
    expect(isApiFailure({ success: false })).toBe(false);
    expect(apiFailureSchema.safeParse('nope').success).toBe(false);
  });

  it('builds a success schema with the fields beside success', () => {
    const schema = apiSuccessSchema({ token: z.string() });
    expect(schema.parse({ success: true, token: 't' })).toEqual({ success: true, token: 't' });
    expect(schema.safeParse({ success: false, token: 't' }).success).toBe(false);
  });
});

describe('healthResponseSchema', () => {
  it('accepts the up and down shapes', () => {
    const up = { success: true, status: 'ok', database: { status: 'up', dialect: 'sqlite' } };
    const down = {
      success: false,
      msg: 'Database unavailable',
      code: 'DB_DOWN',
      database: { status: 'down', dialect: 'postgres' },
    };
    expect(healthResponseSchema.parse(up)).toEqual(up);
    expect(healthResponseSchema.parse(down)).toEqual(down);
    expect(
      healthResponseSchema.safeParse({ ...up, database: { status: 'up', dialect: 'mysql' } })
        .success,
    ).toBe(false);
  });
});
