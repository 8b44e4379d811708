import { useEffect, useState } from 'react';
import type { OpenBooks } from '../../../shared/contract/openBooks';
import { apiRequest } from '../../lib/http';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { useChannel } from '../realtime/use-channel';

/** The open-books channel's name (the contract's `channels.openBooks`). */
const OPEN_BOOKS_CHANNEL = 'open-books';

/** The open books: read once, then replaced by each `open-books.update` (at most 1/s). */
export function useOpenBooks() {
  const [books, setBooks] = useState<OpenBooks | null>(null);
  const [failed, setFailed] = useState(false);
  useChannel(OPEN_BOOKS_CHANNEL);
  useEffect(() => {
    const abort = new AbortController();
    apiRequest<OpenBooks>('/open-books', { signal: abort.signal }).then(setBooks, () => {
      if (!abort.signal.aborted) setFailed(true);
    });
    return () => abort.abort();
  }, []);
  useEffect(
    () =>
      onRealtimeEvent('open-books.update', (payload) => {
        setBooks((payload as { data: OpenBooks }).data);
        setFailed(false);
      }),
    [],
  );
  return { books, failed };
}
