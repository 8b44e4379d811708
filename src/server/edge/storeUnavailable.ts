/**
 * Whether a thrown error means a store the request needed (PostgreSQL, Redis) could not be
 * reached for a moment: the server restarting or shutting down, a connection refused or
 * cut. Such a request is answered 503 (try again shortly), never 500: nothing is wrong
 * with the request or the code, and the node recovers by itself once the store is back.
 */

// SQLSTATEs of class 08 (connection exception) and 57P (operator intervention: the server
// shut down, crashed or is still starting), and too many connections while it comes back.
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

// Socket errors of a connection refused, reset or timed out.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

// node-postgres's and ioredis's own words for a connection that ended or never opened.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection is closed\.?$/,
  /^Reached the max retries per request limit/,
  /^Stream isn't writeable and enableOfflineQueue options is false/,
];

interface Fault {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** True when `error`, or an error it wraps (drizzle wraps the driver's as `cause`), is one. */
export function isStoreUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, message, cause } = current as Fault;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message)))
      return true;
    current = cause;
  }
  return false;
}

export const STORE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';
