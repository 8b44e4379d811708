import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { messageOf } from '../../lib/api-error';

/**
 * A list a back-office panel reads when it mounts and again after each change it makes.
 * `reload()` reads it anew, dropping a read still in flight (an older answer never lands
 * over a newer one); leaving the page drops it too. A failed read says why through `onError`.
 * Null until the first answer.
 */
export function useAdminList<T>(
  read: (signal: AbortSignal) => Promise<T[]>,
  onError: (message: string) => void,
): [T[] | null, Dispatch<SetStateAction<T[] | null>>, () => void] {
  const [list, setList] = useState<T[] | null>(null);
  // The latest functions, so `reload` stays one function for the panel's whole life.
  const calls = useRef({ read, onError });
  calls.current = { read, onError };
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    calls.current.read(controller.signal).then(
      (rows) => {
        if (!controller.signal.aborted) setList(rows);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) calls.current.onError(messageOf(caught));
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => inFlight.current?.abort();
  }, [reload]);

  return [list, setList, reload];
}
