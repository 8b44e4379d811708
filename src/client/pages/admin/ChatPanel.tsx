import { useCallback, useEffect, useId, useState } from 'react';
import type { HttpResponse } from '../../../shared/contract';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { moderationApi } from './back-office-api';
import { plainTextOf } from './plain-text';

type Channels = HttpResponse<'getChatHistory'>['chat']['channels'];

/** Each chat channel's recent messages (newest first) and a remove button on each. */
export function ChatPanel() {
  const [channels, setChannels] = useState<Channels | null>(null);
  const [channel, setChannel] = useState<string>('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const { chat } = await moderationApi.chat(signal);
      setChannels(chat.channels);
      setChannel((current) => current || (chat.channels[0]?.channel ?? ''));
    } catch (caught) {
      if (!signal?.aborted) setError(messageOf(caught));
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const remove = async (id: string, author: string) => {
    setError(null);
    try {
      await moderationApi.removeMessage(id);
      setStatus(`Removed ${author}'s message.`);
      await load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  const shown = channels?.find((c) => c.channel === channel);
  const messages = shown ? [...shown.messages].filter((m) => m.active).reverse() : [];
  return (
    <section className="admin-panel" aria-labelledby="admin-chat-title">
      <h2 id="admin-chat-title" className="admin-screen__subtitle">
        Chat
      </h2>
      {channels && (
        <div className="admin-field">
          <label htmlFor={selectId}>Channel</label>
          <select id={selectId} value={channel} onChange={(e) => setChannel(e.target.value)}>
            {channels.map((c) => (
              <option key={c.channel} value={c.channel}>
                {c.name ?? c.channel}
              </option>
            ))}
          </select>
        </div>
      )}
      <p role="status" className="admin-panel__status">
        {status}
      </p>
      {error && <p role="alert">{error}</p>}
      {shown && messages.length === 0 && <p>No messages in this channel.</p>}
      <ul className="admin-rows" aria-label="Recent messages">
        {messages.map((message) => {
          const author = message.user?.username ?? 'the site';
          const text = plainTextOf(message.blocks);
          return (
            <li key={message._id} className="admin-row">
              <p className="admin-row__text">
                <strong>{author}</strong>: {text}
              </p>
              {message.user && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${author}'s message: ${text.slice(0, 60)}`}
                  onClick={() => void remove(message._id, author)}
                >
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
