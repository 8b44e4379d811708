import { ApiError, apiErrorFrom, NETWORK_ERROR_MESSAGE } from './api-error';

/**
 * Where the server mounts the HTTP API (`API_PREFIX` in src/server/app.ts). Paths passed to
 * apiRequest are the contract's paths (`/auth/login`), without this prefix.
 */
export const API_BASE = '/api';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API (same origin, under API_BASE) with the session cookie and returns the JSON answer.
 * Throws ApiError with the server's `{ error: { message, code } }` on failure.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0, 'NETWORK_ERROR');
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    // Aborted while the body streamed in: the caller gave up, so it gets the abort, never
    // an empty answer it would read as the server's.
    if (signal?.aborted) throw error;
    payload = undefined;
  }
  if (!response.ok) throw apiErrorFrom(response.status, payload);
  return payload as T;
}
