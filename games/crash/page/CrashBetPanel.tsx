import { useId, useState } from 'react';
import type { CrashRound } from '../../../src/shared/contract/crash';
import { formatCrashMultiplier } from '../core';
import { Button } from '../../../src/client/ui/Button';
import { useBetAmountForm } from '../../../src/client/features/instant-games/bet-amount-form';
import type { GamePause } from '../../../src/client/features/games/game-pause';
import { BetPanel } from '../../../src/client/features/instant-games/BetPanel';
import { selectIsLoggedIn, useSession } from '../../../src/client/features/session/session-store';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { liveMultiplierE2 } from './crash-display';
import { useCrashBets } from './use-crash-bets';
import { useTicker } from './use-ticker';

/** How often the cash-out button's multiplier moves on. */
const TICK_MS = 100;

/** The optional auto cash-out target, typed as a multiplier ("2.00"). */
function AutoCashoutField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="crash-auto">
      <label className="bet-panel__label" htmlFor={id}>
        Auto cash-out
      </label>
      <span className="crash-auto__wrap">
        <input
          id={id}
          className="game-input crash-auto__input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="Off"
          value={value}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="crash-auto__unit" aria-hidden="true">
          x
        </span>
      </span>
      <p id={hintId} className="crash-auto__hint">
        A multiplier such as 2.00; empty: cash out by hand.
      </p>
    </div>
  );
}

/**
 * The action while the player cannot bet: cash out when their bet rides (a pause never
 * traps a stake), else why not.
 */
function RoundAction({
  view,
  pause,
  busy,
  onCashOut,
}: {
  view: RoundView<CrashRound>;
  pause: GamePause | null;
  busy: boolean;
  onCashOut: () => void;
}) {
  const { round, myBet } = view;
  const riding = round?.phase === 'running' && myBet !== null && myBet.payout === null;
  useTicker(riding, TICK_MS);
  if (riding) {
    const at = formatCrashMultiplier(liveMultiplierE2(view.elapsedNow() ?? 0));
    return (
      <Button type="button" variant="primary" size="lg" block busy={busy} onClick={onCashOut}>
        Cash out @ {at}
      </Button>
    );
  }
  if (pause && myBet?.payout !== null) {
    return (
      <div className="crash-paused">
        <Button type="button" variant="secondary" size="lg" block disabled>
          Paused
        </Button>
        <p className="crash-paused__message" role="status">
          {pause.message}
        </p>
      </div>
    );
  }
  const waiting =
    round?.phase === 'betting'
      ? 'Bet placed · waiting for the start'
      : 'Waiting for the next round';
  return (
    <Button type="button" variant="secondary" size="lg" block disabled>
      {waiting}
    </Button>
  );
}

/**
 * Crash's bet panel: amount and auto cash-out while betting is open, then cash out. While
 * the game is paused it takes no bet and says why; a bet already riding still cashes out.
 */
export function CrashBetPanel({
  view,
  pause,
}: {
  view: RoundView<CrashRound>;
  pause: GamePause | null;
}) {
  const amount = useBetAmountForm();
  const [autoText, setAutoText] = useState('');
  const loggedIn = useSession(selectIsLoggedIn);
  const { busy, bet, cashOut } = useCrashBets(view);
  const canBet = pause === null && view.round?.phase === 'betting' && view.myBet === null;
  // A visitor keeps the panel's own "Log in to play"; a player sees the round's action.
  const action =
    loggedIn && !canBet ? (
      <RoundAction
        view={view}
        pause={pause}
        busy={busy === 'cashout'}
        onCashOut={() => void cashOut()}
      />
    ) : undefined;
  return (
    <BetPanel
      amount={amount}
      onBet={(stake) => bet(stake, autoText)}
      betLabel="Bet"
      label="Crash bet"
      busy={busy === 'bet'}
      locked={!canBet}
      action={action}
      controls={<AutoCashoutField value={autoText} onChange={setAutoText} disabled={!canBet} />}
    />
  );
}
