import { ApiError } from '../../lib/api-error';

/** A random v4 uuid; getRandomValues works where randomUUID needs a secure context. */
export function newSubmitKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of a form's submits. A submit gets a new key; a retry of the same
 * submit (the same values after an answer that left the outcome unknown: no connection, a
 * server failure) sends the same key, so the server does it at most once.
 */
export function createSubmitKeys(newKey: () => string = newSubmitKey) {
  let pending: { values: string; key: string } | null = null;
  return {
    keyFor(values: string): string {
      if (pending?.values !== values) pending = { values, key: newKey() };
      return pending.key;
    },
    /** The submit ended: a clear answer (done or refused) means the next submit is new. */
    settle(error?: unknown): void {
      if (error === undefined || !outcomeUnknown(error)) pending = null;
    },
  };
}

/** No answer, or a server failure: the tip may or may not have happened. */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
