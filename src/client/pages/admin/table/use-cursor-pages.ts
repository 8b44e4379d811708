import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../lib/api-error';

interface CursorPage {
  nextPageCursor: string | null;
}

export interface CursorPages<T> {
  rows: T[];
  /** The server has more rows after the last one shown. */
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** The first page has answered (an empty list is then really empty). */
  loaded: boolean;
  loadMore: () => void;
}

/**
 * A list the server pages by cursor, read a page at a time and kept whole as it grows (the
 * table scrolls it virtually). A new query (filters or order) starts again from its first
 * page; an answer to an older query is dropped.
 */
export function useCursorPages<A extends CursorPage, T>(
  load: (query: URLSearchParams, signal: AbortSignal) => Promise<A>,
  rowsOf: (answer: A) => T[],
  queryText: string,
  reloadKey = 0,
): CursorPages<T> {
  const [rows, setRows] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest functions, without making every render a new query.
  const latest = useRef({ load, rowsOf });
  latest.current = { load, rowsOf };

  const read = useCallback(
    (after: string | null) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const query = new URLSearchParams(queryText);
      if (after) query.set('cursor', after);
      setLoading(true);
      setError(null);
      latest.current.load(query, current.signal).then(
        (answer) => {
          if (current.signal.aborted) return;
          const page = latest.current.rowsOf(answer);
          setRows((shown) => (after ? [...shown, ...page] : page));
          setCursor(answer.nextPageCursor);
          setLoading(false);
          setLoaded(true);
        },
        (caught: unknown) => {
          if (current.signal.aborted) return;
          setError(messageOf(caught));
          setLoading(false);
        },
      );
    },
    [queryText],
  );

  useEffect(() => {
    setLoaded(false);
    setRows([]);
    setCursor(null);
    read(null);
    return () => controller.current?.abort();
  }, [read, reloadKey]);

  const loadMore = useCallback(() => {
    if (cursor && !loading) read(cursor);
  }, [cursor, loading, read]);

  return { rows, hasMore: cursor !== null, loading, error, loaded, loadMore };
}
