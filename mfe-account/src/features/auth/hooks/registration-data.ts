// The registration waiting for its e-mailed code (spec: "registrationData is kept"). Held in a
// jotai atom so the register page and /otp-verification share it, and copied to sessionStorage so
// it survives a reload or a visit to another page of this tab. The password is never stored: the
// code only needs the e-mail address.
import { atom, useAtom } from 'jotai';
import { USER_ROLES, type UserRole } from '@marketplace/shared/contracts';
import { REGISTRATION_STORAGE_KEY } from '../constants';

export interface RegistrationData {
  username: string;
  email: string;
  role: UserRole;
  /** When the last code was sent (epoch ms), for the resend cool-down. */
  otpSentAt: number | null;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isRegistrationData(value: unknown): value is RegistrationData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.username === 'string' &&
    typeof v.email === 'string' &&
    typeof v.role === 'string' &&
    (USER_ROLES as readonly string[]).includes(v.role) &&
    (v.otpSentAt === null || typeof v.otpSentAt === 'number')
  );
}

function readStored(): RegistrationData | null {
  try {
    const text = sessionStore()?.getItem(REGISTRATION_STORAGE_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return isRegistrationData(value) ? value : null;
  } catch {
    return null;
  }
}

function writeStored(value: RegistrationData | null): void {
  try {
    const store = sessionStore();
    if (!store) return;
    if (value) store.setItem(REGISTRATION_STORAGE_KEY, JSON.stringify(value));
    else store.removeItem(REGISTRATION_STORAGE_KEY);
  } catch {
    // A full or disabled storage only costs the reload case; the in-memory state still works.
  }
}

// `undefined` until first written: reads come from the tab's storage, so each store (and each
// test) starts from what the tab holds. (jotai/utils' atomWithLazy would do the same, but that
// subpath is not a federation singleton and would bundle a second copy of jotai here.)
const baseAtom = atom<RegistrationData | null | undefined>(undefined);

const registrationDataAtom = atom(
  (get) => {
    const value = get(baseAtom);
    return value === undefined ? readStored() : value;
  },
  (_get, set, value: RegistrationData | null) => {
    set(baseAtom, value);
    writeStored(value);
  },
);

export function useRegistrationData() {
  return useAtom(registrationDataAtom);
}
