import { ChannelRegistry } from './channel-registry';
import type { RealtimeClient } from './realtime-client';

/**
 * The app's entry to realtime. Channels can be subscribed before the socket module has
 * loaded; they are kept here and sent as soon as it connects.
 */
const channels = new ChannelRegistry();
let client: RealtimeClient | null = null;
let starting: Promise<void> | null = null;

/** Loads socket.io and connects; call once the first screen has rendered. */
export function startRealtime(): Promise<void> {
  starting ??= import('./socket-connection').then(({ connectRealtime }) => {
    client = connectRealtime(channels);
  });
  return starting;
}

export function subscribeChannel(channel: string): void {
  if (client) client.subscribe(channel);
  else channels.add(channel);
}

export function unsubscribeChannel(channel: string): void {
  if (client) client.unsubscribe(channel);
  else channels.remove(channel);
}

/**
 * Emits an event that expects an acknowledgement (e.g. chat.send-message). Without a
 * connected socket, or without an answer in time, it resolves an error acknowledgement.
 */
export async function requestRealtime(event: string, payload: unknown): Promise<unknown> {
  const offline = { error: { message: 'Not connected to the server; try again in a moment' } };
  if (!client) return offline;
  return (await client.request(event, payload)) ?? offline;
}
