import { useState } from 'react';
import { messageOf } from '../../lib/api-error';

/** The server's message for the last failed submit, shown in the form's live region. */
export function useServerError() {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    clear: () => setError(null),
    fail: (caught: unknown) => setError(messageOf(caught)),
  };
}
