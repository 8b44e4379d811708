import { isRecord } from '../../shared/is-record';
/** A failed API call, carrying the server's message (safe to show) and code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const GENERIC_ERROR_MESSAGE =
  'Something went wrong. Please refresh the page or contact support if the issue continues.';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Check your connection and try again.';

/** Builds the error for a non-2xx answer from its status and (maybe JSON) body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const message =
    typeof error?.message === 'string' && error.message.trim()
      ? error.message
      : GENERIC_ERROR_MESSAGE;
  const code = typeof error?.code === 'string' ? error.code : undefined;
  return new ApiError(message, status, code);
}

/** The message to show a player for anything a call threw. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
