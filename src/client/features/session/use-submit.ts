import { useState } from 'react';
import { messageOf } from '../../lib/api-error';

/** Runs a form action, tracking busy state and the message to show when it fails. */
export function useSubmit<TInput>(action: (input: TInput) => Promise<void>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(input: TInput) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action(input);
      onDone();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, submit };
}
