import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '../../../shared/session-hint';

/**
 * Whether this browser may hold a session: the server sets a readable hint beside the
 * httpOnly session cookie. Without it the page is a visitor's and need not ask
 * `/users/me`, whose 401 the browser would log as an error.
 */
export function maybeSignedIn(cookies: string = document.cookie): boolean {
  return hasSignedInHint(cookies);
}

/** Drops a hint the server no longer backs (a session ended elsewhere, a logout offline). */
export function forgetSignedInHint(): void {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
