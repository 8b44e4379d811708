/**
 * Server events for features that are not part of the realtime protocol itself (e.g.
 * notifications). The socket forwards every event here once it has loaded; listeners may
 * register before that.
 */
type Listener = (payload: unknown) => void;

const listeners = new Map<string, Set<Listener>>();

/** Listens to one server event; returns the function that stops listening. */
export function onRealtimeEvent(event: string, listener: Listener): () => void {
  let set = listeners.get(event);
  if (!set) {
    set = new Set();
    listeners.set(event, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Called by the socket for every server event. */
export function dispatchRealtimeEvent(event: string, payload: unknown): void {
  for (const listener of listeners.get(event) ?? []) listener(payload);
}
