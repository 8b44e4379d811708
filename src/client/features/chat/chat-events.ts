import { reportWarning } from '../../lib/report-error';
import { playSound } from '../audio/audio-player';
import { onRealtimeEvent } from '../realtime/realtime-events';
import type { Startup } from '../../../shared/contract/startup';
import { sessionStore } from '../session/session-store';
import { startupRead } from '../startup/startup-read';
import { chatApi } from './chat-api';
import { chatStore } from './chat-store';
import { followMute } from './mute-live';
import type { ChatMessage } from './chat-types';
import { isRecord } from '../../../shared/is-record';

/** `{ data: { message } }` with the fields the list relies on, or undefined. */
export function messageOf(payload: unknown): ChatMessage | undefined {
  const message = isRecord(payload) && isRecord(payload.data) ? payload.data.message : undefined;
  if (!isRecord(message)) return undefined;
  const ok =
    typeof message._id === 'string' &&
    typeof message.channel === 'string' &&
    Array.isArray(message.blocks) &&
    message.active !== false;
  return ok ? (message as unknown as ChatMessage) : undefined;
}

function updateOf(payload: unknown): { id: string; active: boolean } | undefined {
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : undefined;
  return data && typeof data.id === 'string' && typeof data.active === 'boolean'
    ? { id: data.id, active: data.active }
    : undefined;
}

function countOf(payload: unknown): number | undefined {
  const count = isRecord(payload) && isRecord(payload.data) ? payload.data.count : undefined;
  return typeof count === 'number' && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}

let started = false;

/** Listens to chat events and loads history, emotes and the online count, once per page. */
export function startChat(): void {
  if (started) return;
  started = true;

  onRealtimeEvent('chat.new-message', (payload) => {
    const message = messageOf(payload);
    if (!message) return;
    const me = sessionStore.getState().user?.id ?? null;
    const mentionsMe = chatStore.getState().receive(message, me);
    if (mentionsMe) playSound('chat.mention');
    else if (message.user?.id !== me && message.channel === chatStore.getState().selected)
      playSound('chat.message');
  });
  onRealtimeEvent('chat.update-message', (payload) => {
    const update = updateOf(payload);
    if (update) chatStore.getState().update(update);
  });
  onRealtimeEvent('user.online-count', (payload) => {
    const count = countOf(payload);
    if (count !== undefined) chatStore.getState().setOnlineCount(count);
  });
  followMute();

  void loadChat();
}

const RETRY_MS = 5000;

/** The start-up read's part, else (later, or without it) the part's own route. */
async function startupPart<K extends 'chat' | 'emotes' | 'online'>(
  part: K,
  read: () => Promise<Startup[K]>,
): Promise<Startup[K]> {
  return (await startupRead.take(part)) ?? read();
}

/** History, emotes and the count; the history is retried until it loads. */
async function loadChat(): Promise<void> {
  void startupPart('emotes', chatApi.emotes)
    .then(({ emotes }) => chatStore.getState().setEmotes(emotes))
    .catch((error: unknown) => reportWarning('Emotes could not load', error));
  void startupPart('online', chatApi.online)
    .then(({ amount }) => {
      // The socket's count, told on connecting, is newer than this answer may be.
      if (chatStore.getState().onlineCount === null) chatStore.getState().setOnlineCount(amount);
    })
    .catch(() => undefined); // user.online-count follows over the socket anyway
  for (;;) {
    try {
      chatStore.getState().loadHistory(await startupPart('chat', chatApi.history));
      return;
    } catch (error) {
      reportWarning('Chat history could not load', error);
      chatStore.getState().setFailed(true);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}
