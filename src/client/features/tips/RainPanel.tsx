import { Suspense, lazy, useEffect, useState } from 'react';
import type { RainState } from '../../../shared/contract';
import { Amount } from '../../ui/Amount';
import { notify } from '../notifications/notifications';
import { selectUser, useSession } from '../session/session-store';
import { countdownText } from './countdown';
import { followRain } from './rain-feed';
import { tipsApi } from './tips-api';
import './tips.css';

// The form brings react-hook-form and zod: load it when a player opens it, not with the lobby.
const TipAmountForm = lazy(() =>
  import('./TipAmountForm').then((m) => ({ default: m.TipAmountForm })),
);

/** The rain pool in the chat dock: its amount, when it falls, and a way to tip into it. */
export function RainPanel() {
  const user = useSession(selectUser);
  const [rain, setRain] = useState<RainState | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [open, setOpen] = useState(false);

  // Others tip into the pool and rounds empty it: the socket says so ('rain.update').
  useEffect(() => followRain(setRain), []);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  if (!rain) return null;
  return (
    <section className="rain-panel" aria-label="Rain">
      <div className="rain-panel__summary">
        <span className="rain-panel__title">Rain</span>
        <Amount value={rain.pool} size="sm" />
        <span className="rain-panel__timer" aria-label="Next rain in">
          {countdownText(Date.parse(rain.nextRainAt), now)}
        </span>
        {user && (
          <button
            type="button"
            className="rain-panel__toggle"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            Tip
          </button>
        )}
      </div>
      {open && user && (
        <Suspense fallback={<p className="rain-panel__loading">Loading…</p>}>
          <TipAmountForm
            label="Tip into the rain (gems)"
            submitLabel="Tip rain"
            onTip={async (amount, idempotencyKey) => {
              const answer = await tipsApi.tipRain(amount, idempotencyKey);
              setRain(answer.rain);
              setOpen(false);
              notify({ title: 'Thanks for the rain', message: 'Your tip is in the pool.' });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
