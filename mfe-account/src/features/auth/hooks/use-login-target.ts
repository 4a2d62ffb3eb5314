import { useLocation } from 'react-router-dom';
import { LOGIN_REDIRECT_PARAM, paths } from '@marketplace/shared/config';

interface FromState {
  from?: { pathname?: unknown; search?: unknown };
}

/** Only a path of this site; never the login page itself, never '//host' (another origin). */
function safeTarget(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return null;
  }
  const pathname = candidate.split(/[?#]/)[0] ?? '';
  return pathname.toLowerCase() === paths.login() ? null : candidate;
}

/**
 * Where to go after logging in: back to the page the guard stopped (`state.from`), or to the
 * `?redirect=` target other pages link with (`paths.login(target)`), else home.
 */
export function useLoginTarget(): string {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const fromPath =
    from && typeof from.pathname === 'string'
      ? `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`
      : null;
  const redirect = new URLSearchParams(location.search).get(LOGIN_REDIRECT_PARAM);
  return safeTarget(fromPath) ?? safeTarget(redirect) ?? paths.home();
}
