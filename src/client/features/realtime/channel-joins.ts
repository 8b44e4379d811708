/**
 * Who waits for this tab's socket to join a channel (its subscribe acknowledged, on every
 * connect and reconnect): a feed that reads its state then misses no event of the channel.
 */
const waiting = new Map<string, Set<() => void>>();

/** Calls `listener` each time the socket joins `channel`; returns the stop. */
export function onChannelJoined(channel: string, listener: () => void): () => void {
  const listeners = waiting.get(channel) ?? new Set();
  waiting.set(channel, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && waiting.get(channel) === listeners) waiting.delete(channel);
  };
}

/** The socket has joined `channel`. */
export function channelJoined(channel: string): void {
  for (const listener of [...(waiting.get(channel) ?? [])]) listener();
}
