import { useState } from 'react';
import { messageOf } from '../../lib/api-error';

/**
 * A linked account's one action at a time: which is running, and the notice or error it
 * left. Each run clears the last one's messages; a thrown error shows in the server's words.
 */
export function useRowAction<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(kind: Kind, task: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      await task();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  return { busy, error, notice, setError, setNotice, run };
}
