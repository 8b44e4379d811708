import { useCallback, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatDuration } from '../../lib/time/duration';
import { playSound } from '../audio/audio-player';
import { openAuth } from '../modals/modal-store';
import { useRealtime } from '../realtime/realtime-store';
import type { SessionUser } from '../session/session-types';
import { sendChatText } from './chat-api';
import type { ChatChannelInfo, Emote } from './chat-types';
import { EmotePicker } from './EmotePicker';
import { sendRefusal, type SendRefusal } from './send-refusal';
import { SendRefusalNotice } from './SendRefusalNotice';

interface ComposerProps {
  channel: ChatChannelInfo;
  user: SessionUser | null;
  moderator: boolean;
  emotes: readonly Emote[];
  maxLength: number;
}

/** Why this player cannot write here, known before sending (the server checks again). */
function blockedReason(channel: ChatChannelInfo, user: SessionUser, moderator: boolean) {
  const mutedFor = user.mutedUntil ? Date.parse(user.mutedUntil) - Date.now() : 0;
  if (mutedFor > 0) return `You are muted for ${formatDuration(mutedFor)}`;
  const level = user.xp?.level;
  if (!moderator && level !== undefined && level < channel.minLevel)
    return `Reach level ${channel.minLevel} to write in ${channel.name}`;
  return null;
}

/**
 * Plain text in, the server does the rest (mentions, emotes, links, **styles**). Enter
 * sends, Shift+Enter breaks the line. A refused message stays in the box, its reason in one
 * inline notice under it (the newest replaces the last), never a pop-up per refusal.
 */
export function Composer({ channel, user, moderator, emotes, maxLength }: ComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // Until the socket is logged in the server would refuse the message; say so instead.
  const connected = useRealtime((s) => s.authenticated);
  const input = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();
  const hintId = useId();
  const [refusal, setRefusal] = useState<SendRefusal | null>(null);
  const clearRefusal = useCallback(() => setRefusal(null), []);

  if (!user)
    return (
      <div className="chat-composer chat-composer--visitor">
        <p className="chat-composer__note">Join the conversation</p>
        <button type="button" className="chat-composer__login" onClick={() => openAuth('login')}>
          Log in to chat
        </button>
      </div>
    );

  const blocked = blockedReason(channel, user, moderator);
  const length = [...text].length;
  const tooLong = length > maxLength;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const value = text.trim();
    if (!value || sending || tooLong || !connected) return;
    setSending(true);
    const { error } = await sendChatText(channel.channel, value);
    setSending(false);
    if (error) {
      setRefusal(sendRefusal(error, channel.channel, Date.now()));
      if (error.code === 'MUTED') playSound('chat.muted');
    } else {
      setText('');
      setRefusal(null);
    }
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const insertEmote = (name: string) => {
    const field = input.current;
    const at = field?.selectionStart ?? text.length;
    const before = text.slice(0, at);
    const spacer = before && !before.endsWith(' ') ? ' ' : '';
    setText(`${before}${spacer}:${name}: ${text.slice(at)}`);
    field?.focus();
  };

  return (
    <form className="chat-composer" onSubmit={(event) => void submit(event)}>
      {blocked ? (
        <p className="chat-composer__note" role="note">
          {blocked}
        </p>
      ) : (
        <>
          <label className="visually-hidden" htmlFor={fieldId}>
            Message
          </label>
          <div className="chat-composer__row">
            <textarea
              ref={input}
              id={fieldId}
              className="chat-composer__input"
              rows={2}
              value={text}
              placeholder={`Message ${channel.name}`}
              aria-describedby={hintId}
              aria-invalid={tooLong || undefined}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <div className="chat-composer__tools">
              <EmotePicker emotes={emotes} onPick={insertEmote} />
              <button
                type="submit"
                className="chat-composer__send"
                aria-label="Send"
                disabled={sending || tooLong || !connected || text.trim() === ''}
              >
                <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M4 12 20 4l-4 16-4-7z"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </div>
          </div>
          <p
            id={hintId}
            className={`chat-composer__hint${tooLong ? ' chat-composer__hint--over' : ''}`}
          >
            <span>
              {!connected && 'Connecting to chat… '}
              {channel.slowModeSeconds > 0 && !moderator
                ? `Slow mode: one message per ${channel.slowModeSeconds} s. `
                : ''}
              **bold** *italic* ~~strike~~, @name, :emote:
            </span>
            <span aria-live={tooLong ? 'polite' : 'off'}>
              {length}/{maxLength}
            </span>
          </p>
        </>
      )}
      <SendRefusalNotice
        refusal={refusal?.channel === channel.channel ? refusal : null}
        onOver={clearRefusal}
      />
    </form>
  );
}
