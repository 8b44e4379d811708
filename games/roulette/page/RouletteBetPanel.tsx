import { useId } from 'react';
import { ROULETTE_MAX_BETS_PER_ROUND } from '../core/limits';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteOption, RouletteRound } from '../../../src/shared/contract/roulette';
import { Button } from '../../../src/client/ui/Button';
import { useTicker } from '../../crash/page/use-ticker';
import type { GamePause } from '../../../src/client/features/games/game-pause';
import { useBetAmountForm } from '../../../src/client/features/instant-games/bet-amount-form';
import { BetPanel } from '../../../src/client/features/instant-games/BetPanel';
import type { RoundView } from '../../../src/client/features/rounds/useRound';
import { selectIsLoggedIn, useSession } from '../../../src/client/features/session/session-store';
import { OPTION_ORDER, betBlockedReason, optionLabel } from './roulette-display';
import { useRouletteBets } from './use-roulette-bets';

/** How often the panel checks whether betting has closed on the server's clock. */
const TICK_MS = 250;

/** One button per option; each places the amount on it. Disabled, with why, when it cannot. */
function OptionButtons({
  view,
  pause,
  onBet,
  busy,
  error,
}: {
  view: RoundView<RouletteRound>;
  pause: GamePause | null;
  onBet: (option: RouletteOption) => void;
  busy: RouletteOption | null;
  error: string | null;
}) {
  const reasonId = useId();
  useTicker(view.round?.phase === 'betting', TICK_MS);
  const blocked = betBlockedReason(
    view.round,
    view.myBets.length,
    view.bettingEndsInMs(),
    pause?.message ?? null,
  );
  const count = view.myBets.length;
  return (
    <div className="roulette-options">
      <div className="roulette-options__grid" role="group" aria-label="Bet on">
        {OPTION_ORDER.map((option) => (
          <Button
            key={option}
            type="button"
            size="lg"
            block
            className={`roulette-option roulette-option--${option.toLowerCase()}`}
            disabled={blocked !== null || (busy !== null && busy !== option)}
            busy={busy === option}
            aria-describedby={reasonId}
            data-testid={`roulette-bet-${option}`}
            onClick={() => onBet(option)}
          >
            <span className="visually-hidden">Bet on </span>
            {optionLabel(option)}
          </Button>
        ))}
      </div>
      <p id={reasonId} className="roulette-options__reason" role="status">
        {blocked ??
          (count > 0
            ? `${count} of ${ROULETTE_MAX_BETS_PER_ROUND} bets placed this round`
            : 'Pick an option to bet on')}
      </p>
      {error && (
        <p className="roulette-options__error" role="alert" data-testid="roulette-bet-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Roulette's bet panel: the amount (½, ×2, max), then RED / BAIT / GREEN / BLACK; while
 * the game is paused the options stay disabled and say why.
 */
export function RouletteBetPanel({
  view,
  pause,
}: {
  view: RoundView<RouletteRound>;
  pause: GamePause | null;
}) {
  const amount = useBetAmountForm();
  const loggedIn = useSession(selectIsLoggedIn);
  const { busy, error, bet } = useRouletteBets(view);
  const place = (option: RouletteOption) =>
    void amount.form.handleSubmit((values) => bet(option, values.amount))();
  // A visitor keeps the panel's own "Log in to play"; a player gets the options.
  const action = loggedIn ? (
    <OptionButtons view={view} pause={pause} onBet={place} busy={busy} error={error} />
  ) : undefined;
  return (
    <BetPanel
      amount={amount}
      onBet={() => undefined}
      betLabel="Bet"
      label="Roulette bet"
      busy={busy !== null}
      action={action}
    />
  );
}
