import { useEffect, useId, useState, type FormEvent } from 'react';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { playSound } from '../audio/audio-player';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { notify } from '../notifications/notifications';
import { chatApi } from './chat-api';
import type { ChatUserRef } from './chat-types';
import './chat.css';

const MINUTE = 60_000;
export const MUTE_DURATIONS = [
  ['5 minutes', 5 * MINUTE],
  ['15 minutes', 15 * MINUTE],
  ['1 hour', 60 * MINUTE],
  ['6 hours', 360 * MINUTE],
  ['1 day', 1440 * MINUTE],
  ['7 days', 7 * 1440 * MINUTE],
] as const;

/** MUTE_USER: a moderator mutes a player for a while, with a reason (audited by the server). */
export default function MuteUserView({ modal }: ModalViewProps) {
  const { userId, username } = modal.props as unknown as ChatUserRef;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const durationId = useId();
  const close = () => closeModalById(modal.modalId);

  useEffect(() => playSound('chat.open-mute-menu'), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const index = Number(form.get('duration'));
    const [label, ms] = MUTE_DURATIONS[index] ?? MUTE_DURATIONS[0];
    const reason = String(form.get('reason') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      await chatApi.mute(userId, new Date(Date.now() + ms).toISOString(), reason);
      playSound('chat.muted');
      notify({ title: 'Player muted', message: `${username} is muted for ${label}.` });
      close();
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <ModalFrame
      title={`Mute ${username}`}
      description="They can read chat but not write until the mute ends."
      onClose={close}
    >
      <form className="modal-form" onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <label className="mute-form__label" htmlFor={durationId}>
          Duration
          <select id={durationId} name="duration" className="mute-form__select" defaultValue="1">
            {MUTE_DURATIONS.map(([label], index) => (
              <option key={label} value={index}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label="Reason"
          name="reason"
          required
          minLength={3}
          maxLength={200}
          autoComplete="off"
          data-autofocus
        />
        <p className="modal-form__error" role="alert">
          {error}
        </p>
        <div className="modal-actions">
          <Button variant="ghost" size="lg" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" size="lg" busy={busy}>
            Mute
          </Button>
        </div>
      </form>
    </ModalFrame>
  );
}
