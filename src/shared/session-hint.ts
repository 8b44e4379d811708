/**
 * A readable, non-secret cookie that says "this browser holds a session cookie". The
 * session cookie itself is httpOnly, so without this hint the client could only learn
 * that it is a visitor by asking `GET /users/me` and getting a 401, which browsers log as
 * an error on every visitor's page. The server sets and clears it with the session
 * cookie; it grants nothing (the server never reads it) and a stale one only costs that
 * one 401, after which the client drops it.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** Whether a `document.cookie` string carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}
