import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CAPTURE_LABEL_MAX,
  CAPTURE_TOKEN_LIMIT,
  type CaptureToken,
  createCaptureTokenBody,
} from '../../../shared/contract/captureTokens';
import { messageOf } from '../../lib/api-error';
import { Button } from '../../ui/Button';
import { RelativeTime } from '../../ui/RelativeTime';
import { TextField } from '../../ui/TextField';
import { confirmModal } from '../modals/modal-store';
import { FormError } from '../session/FormError';
import {
  CAPTURE_GAME_NAMES,
  CAPTURE_GAMES,
  CAPTURE_SIZE,
  type CaptureGame,
  captureLink,
} from './capture-links';
import { createCaptureToken, listCaptureTokens, revokeCaptureToken } from './streamer-api';
import { useStreamerMode } from './streamer-mode';
import { switchStreamerMode } from './streamer-sync';
import { SettingSwitch } from '../privacy/SettingSwitch';
import '../../ui/settings-card.css';
import '../privacy/privacy.css';
import './streamer.css';

/**
 * Profile → Settings → Streamer: the streamer-mode switch, and the capture links a stream's
 * browser source uses (/embed/{game}). A link's token shows once, right after it is made.
 */
export function StreamerModePanel() {
  const id = useId();
  const on = useStreamerMode();

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        Streamer
      </h2>
      <SettingSwitch
        label="Streamer mode"
        hint="Hide your balance, what you win, your name and personal details on every page and in every window, on all your devices. The eye in the header switches it too."
        checked={on}
        save={switchStreamerMode}
        testId="streamer-mode-switch"
      />
      <CaptureLinks />
    </section>
  );
}

/** The player's capture links: make one, copy its address once, revoke any. */
function CaptureLinks() {
  const id = useId();
  const [tokens, setTokens] = useState<CaptureToken[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ token: CaptureToken; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setTokens(await listCaptureTokens());
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const form = useForm<{ label: string }>({
    resolver: zodResolver(createCaptureTokenBody),
    defaultValues: { label: '' },
  });
  const onCreate = form.handleSubmit(async ({ label }) => {
    setError(null);
    try {
      const answer = await createCaptureToken(label);
      setMade(answer);
      form.reset({ label: '' });
      await reload();
    } catch (caught) {
      setError(messageOf(caught));
    }
  });

  /** Asks first: a revoked link stops at once and cannot be brought back. */
  async function revoke(token: CaptureToken) {
    const sure = await confirmModal({
      title: `Revoke ${token.label}?`,
      message: 'Browser sources using this link stop at once; you would need a new link.',
      confirmLabel: 'Revoke',
      cancelLabel: 'Keep it',
    });
    if (!sure) return;
    setRevoking(token.id);
    setError(null);
    try {
      await revokeCaptureToken(token.id);
      if (made?.token.id === token.id) setMade(null);
      await reload();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setRevoking(null);
    }
  }

  const full = tokens !== null && tokens.length >= CAPTURE_TOKEN_LIMIT;
  return (
    <div className="capture-links" aria-labelledby={`${id}-title`} role="group">
      <h3 id={`${id}-title`} className="capture-links__title">
        Capture links for OBS
      </h3>
      <p className="settings-card__text">
        Add a browser source with a capture link: it shows only the game, with a transparent or
        chroma-key background, and plays your own bets as they land (never ahead of your tab).
        Anyone with the link sees your bets: revoke it if it leaks, and it stops at once.
      </p>
      <form className="capture-links__form" onSubmit={(event) => void onCreate(event)} noValidate>
        <TextField
          label="Name"
          hint="Which scene or PC uses it, e.g. “OBS dice”"
          maxLength={CAPTURE_LABEL_MAX}
          autoComplete="off"
          aria-invalid={form.formState.errors.label ? true : undefined}
          data-testid="capture-label"
          {...form.register('label')}
        />
        <Button type="submit" busy={form.formState.isSubmitting} disabled={full}>
          Create capture link
        </Button>
      </form>
      <FormError
        message={
          form.formState.errors.label?.message ??
          (full ? `You have ${CAPTURE_TOKEN_LIMIT} capture links: revoke one first.` : error)
        }
      />
      {made && <NewLink made={made} onClose={() => setMade(null)} />}
      {tokens === null ? (
        <p className="settings-card__text" aria-busy="true">
          Loading your capture links…
        </p>
      ) : tokens.length === 0 ? (
        <p className="settings-card__text">No capture links yet.</p>
      ) : (
        <ul className="capture-links__list" data-testid="capture-links">
          {tokens.map((token) => (
            <li key={token.id} className="capture-links__item">
              <div>
                <p className="capture-links__label">{token.label}</p>
                <p className="settings-card__text">
                  Made <RelativeTime date={token.createdAt} />
                  {' · '}
                  {token.lastUsedAt ? (
                    <>
                      last used <RelativeTime date={token.lastUsedAt} />
                    </>
                  ) : (
                    'never used'
                  )}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                busy={revoking === token.id}
                onClick={() => void revoke(token)}
                aria-label={`Revoke ${token.label}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The link just made: choose the game, size and background, then copy its address. */
function NewLink({
  made,
  onClose,
}: {
  made: { token: CaptureToken; secret: string };
  onClose: () => void;
}) {
  const id = useId();
  const [game, setGame] = useState<CaptureGame>('dice');
  const [width, setWidth] = useState(CAPTURE_SIZE.defaultWidth);
  const [height, setHeight] = useState(CAPTURE_SIZE.defaultHeight);
  const [bg, setBg] = useState('transparent');
  const [copied, setCopied] = useState<string | null>(null);
  const link = captureLink({
    origin: window.location.origin,
    game,
    token: made.secret,
    width,
    height,
    bg,
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Copied. Paste it as the browser source’s URL.');
    } catch {
      setCopied('Copying failed: select the address and copy it by hand.');
    }
  }

  const clamp = (value: string) =>
    Math.min(CAPTURE_SIZE.max, Math.max(CAPTURE_SIZE.min, Math.round(Number(value) || 0)));

  return (
    <div className="capture-links__new" role="region" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="capture-links__label">
        “{made.token.label}” is ready. Copy its address now: it is not shown again.
      </p>
      <div className="capture-links__options">
        <label className="capture-links__option">
          Game
          <select value={game} onChange={(event) => setGame(event.target.value as CaptureGame)}>
            {CAPTURE_GAMES.map((key) => (
              <option key={key} value={key}>
                {CAPTURE_GAME_NAMES[key]}
              </option>
            ))}
          </select>
        </label>
        <label className="capture-links__option">
          Width
          <input
            type="number"
            min={CAPTURE_SIZE.min}
            max={CAPTURE_SIZE.max}
            value={width}
            onChange={(event) => setWidth(clamp(event.target.value))}
          />
        </label>
        <label className="capture-links__option">
          Height
          <input
            type="number"
            min={CAPTURE_SIZE.min}
            max={CAPTURE_SIZE.max}
            value={height}
            onChange={(event) => setHeight(clamp(event.target.value))}
          />
        </label>
        <label className="capture-links__option">
          Background
          <select value={bg} onChange={(event) => setBg(event.target.value)}>
            <option value="transparent">Transparent</option>
            <option value="chroma">Chroma-key green</option>
            <option value="#000000">Black</option>
          </select>
        </label>
      </div>
      <TextField
        label="Browser source URL"
        readOnly
        value={link}
        data-testid="capture-link"
        data-private-input=""
        onFocus={(event) => event.target.select()}
      />
      <div className="capture-links__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy address
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Done
        </Button>
      </div>
      <p className="settings-card__text" role="status">
        {copied}
      </p>
    </div>
  );
}
