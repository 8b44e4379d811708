import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-error';

export type BlogRead<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'missing' } | { state: 'failed' };

/** Reads once per `key` (a page number or a slug), dropping the answer of a left page. */
export function useBlogRead<T>(key: string, read: (signal: AbortSignal) => Promise<T>) {
  const [result, setResult] = useState<{ key: string; read: BlogRead<T> } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    read(abort.signal).then(
      (data) => setResult({ key, read: { state: 'ready', data } }),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        const missing = error instanceof ApiError && error.status === 404;
        setResult({ key, read: { state: missing ? 'missing' : 'failed' } });
      },
    );
    return () => abort.abort();
    // `read` is a new closure each render; the key names what it reads.
  }, [key, attempt]);

  const current: BlogRead<T> = result && result.key === key ? result.read : { state: 'loading' };
  return { read: current, retry: () => setAttempt((n) => n + 1) };
}
