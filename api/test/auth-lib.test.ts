import {
  OWASP_SCRYPT,
  hashSecret,
  needsRehash,
  spendVerificationTime,
  verifySecret,
} from '../src/lib/password';
import { generateOtp, hashOtp, otpHashParams, verifyOtp } from '../src/lib/otp';
import { bearerToken, hashToken, newSessionToken } from '../src/lib/tokens';

const FAST = { log2N: 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes with the OWASP scrypt parameters and keeps them with the salt', async () => {
    const stored = await hashSecret('Secret123', OWASP_SCRYPT);
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifySecret('Secret123', stored)).toBe(true);
  }, 30_000);

  it('salts every hash and rejects a wrong password', async () => {
    const one = await hashSecret('Secret123', FAST);
    const two = await hashSecret('Secret123', FAST);
    expect(one).not.toBe(two);
    expect(await verifySecret('Secret124', one)).toBe(false);
    expect(await verifySecret('secret123', one)).toBe(false);
  });

  it('verifies a hash made with other parameters and says it needs a rehash', async () => {
    const stored = await hashSecret('Secret123', { log2N: 11, r: 8, p: 1 });
    expect(await verifySecret('Secret123', stored)).toBe(true);
    expect(needsRehash(stored, FAST)).toBe(true);
    expect(needsRehash(await hashSecret('x', FAST), FAST)).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['plain-text-password', 'not a hash'],
    ['$scrypt$ln=30,r=8,p=1$c2FsdA==$a2V5', 'cost beyond the bound'],
    ['$scrypt$ln=10,r=8,p=1$c2FsdA==$', 'no key'],
  ])('treats %p (%s) as a mismatch, never a throw', async (stored) => {
    await expect(verifySecret('Secret123', stored)).resolves.toBe(false);
  });

  it('spends a verification when there is no account', async () => {
    await expect(spendVerificationTime('whatever', FAST)).resolves.toBeUndefined();
  });
});

describe('one-time codes', () => {
  it('are six random digits, leading zeros kept', () => {
    const codes = Array.from({ length: 200 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored hashed, with at most the light OTP cost', async () => {
    expect(otpHashParams(OWASP_SCRYPT)).toEqual({ log2N: 14, r: 8, p: 1 });
    expect(otpHashParams(FAST)).toEqual(FAST);
    const stored = await hashOtp('012345', FAST);
    expect(stored).not.toContain('012345');
    expect(await verifyOtp('012345', stored)).toBe(true);
    expect(await verifyOtp('012346', stored)).toBe(false);
  });
});

describe('session tokens', () => {
  it('are 256 random bits, base64url, stored as their SHA-256', () => {
    const { token, tokenHash } = newSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenHash).toBe(hashToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(newSessionToken().token).not.toBe(token);
  });

  it('are read from a Bearer header only', () => {
    expect(bearerToken('Bearer abc_DEF-1')).toBe('abc_DEF-1');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
