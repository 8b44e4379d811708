import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type WheelSegment,
  wheelSegmentForTicket,
  wheelTier,
} from '../../../../games/reward-wheel/core';
import type { WheelState } from '../../../shared/contract/wheel';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { sendHeldBet } from '../instant-games/settle-bet';
import { openAuth } from '../modals/modal-store';
import { selectIsLoggedIn, sessionStore, useSession } from '../session/session-store';
import { nextSpinText } from './next-spin';
import { useWheelMotion } from './use-wheel-motion';
import { wheelApi } from './wheel-api';
import { WheelDisc } from './WheelDisc';
import './wheel.css';

type Phase = 'idle' | 'spinning' | 'landed';

const VISITOR_SEGMENTS: readonly WheelSegment[] = wheelTier(0).segments;

/** Seconds tick while a countdown shows. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The reward wheel: a free spin every 24 h. The server decides the prize; the wheel turns
 * onto exactly that point and only then says what was won, and only then does the balance
 * show it (the payout is held until the wheel lands). `onLanded` hears each landing.
 */
export function RewardWheel({ onLanded }: { onLanded?: () => void } = {}) {
  const loggedIn = useSession(selectIsLoggedIn);
  const [wheel, setWheel] = useState<WheelState | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [won, setWon] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { disc, land } = useWheelMotion();
  const held = useRef<string | null>(null);

  const load = useCallback(async () => {
    try {
      setWheel((await wheelApi.get()).wheel);
    } catch (caught) {
      setError(messageOf(caught));
    }
  }, []);

  useEffect(() => {
    if (loggedIn) void load();
    else setWheel(null);
  }, [loggedIn, load]);

  // Leaving mid-spin must not keep the prize out of the balance.
  useEffect(
    () => () => {
      if (held.current) sessionStore.getState().releasePayout(held.current);
    },
    [],
  );

  const readyAt = wheel?.nextSpinAt ? Date.parse(wheel.nextSpinAt) : null;
  const now = useNow(readyAt !== null && phase !== 'spinning');
  const waiting = readyAt !== null && readyAt > now;
  const segments = wheel?.segments ?? VISITOR_SEGMENTS;

  useEffect(() => {
    // The countdown ran out: ask again rather than trust this tab's clock.
    if (readyAt !== null && readyAt <= now && phase !== 'spinning') void load();
  }, [readyAt, now, phase, load]);

  async function spin() {
    if (!wheel) return;
    setPhase('spinning');
    setError(null);
    setWon(null);
    let answer;
    try {
      answer = await sendHeldBet(
        0,
        () => wheelApi.spin(),
        (a) => ({
          balance: a.balance,
          ledgerPosition: a.ledgerPosition,
          payout: a.spin.prize,
          revealId: a.spin.id,
        }),
      );
    } catch (caught) {
      setError(messageOf(caught));
      setPhase('idle');
      void load();
      return;
    }
    const { spin: result } = answer;
    held.current = result.id;
    const { within } = wheelSegmentForTicket(wheel.segments, result.ticket);
    await land(result.segment, within, wheel.segments.length);
    sessionStore.getState().releasePayout(result.id);
    held.current = null;
    setWon(result.prize);
    setWheel((current) => (current ? { ...current, nextSpinAt: answer.nextSpinAt } : current));
    setPhase('landed');
    onLanded?.();
  }

  return (
    <div className="wheel" data-testid="reward-wheel" data-phase={phase}>
      <div className="wheel__stage">
        <span className="wheel__pointer" aria-hidden="true" />
        <WheelDisc ref={disc} segments={segments} />
      </div>
      <div className="wheel__side">
        {wheel && (
          <p className="wheel__tier">
            Level {wheel.level}: tier {wheel.tier + 1} prizes
          </p>
        )}
        <p className="wheel__tier">
          Spins need today's play: your last 24 h of bets must cover the prize's worth in house
          edge.
        </p>
        <p className="wheel__result" role="status" aria-live="polite" data-testid="wheel-result">
          {phase === 'spinning' && 'Spinning…'}
          {phase === 'landed' && won !== null && (
            <>
              You won <Amount value={won} />
            </>
          )}
        </p>
        {!loggedIn && (
          <Button variant="primary" onClick={() => openAuth('login')}>
            Log in to spin
          </Button>
        )}
        {loggedIn && (
          <Button
            variant="primary"
            size="lg"
            onClick={() => void spin()}
            disabled={!wheel || waiting || phase === 'spinning'}
            busy={phase === 'spinning'}
          >
            {phase === 'spinning' ? 'Spinning…' : 'Spin'}
          </Button>
        )}
        {loggedIn && waiting && phase !== 'spinning' && (
          <p className="wheel__countdown" data-testid="wheel-countdown">
            Next free spin in{' '}
            <time dateTime={wheel?.nextSpinAt ?? undefined}>{nextSpinText(readyAt, now)}</time>
          </p>
        )}
        {error && (
          <p className="wheel__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
