/**
 * Where to go after signing in: the protected page that sent the person to /auth rides along in the
 * `next` query parameter ("/hr/auth?next=%2Fhr%2Fadmin"). Only same-site paths are followed.
 */
import { splitPath, stripLanguagePrefix } from '../../../lib/language';

export const NEXT_PARAM = 'next';

/** The sign-in page (under the given prefix function) remembering `target` (a path with its prefix). */
export function signInPathFor(target: string, localize: (path: string) => string): string {
  return `${localize('/auth')}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`;
}

/** `value` when it is a path on this site other than the sign-in page itself, else null. */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const page = stripLanguagePrefix(splitPath(value).pathname).replace(/\/+$/, '');
  return page === '/auth' ? null : value;
}

/** What the guard tells the sign-in page in the router state. */
export interface SignInState {
  /** Signed in, but the account may not open the page it came from. */
  forbidden?: boolean;
}

export function readSignInState(state: unknown): SignInState {
  return state && typeof state === 'object' && 'forbidden' in state
    ? { forbidden: (state as SignInState).forbidden === true }
    : {};
}
