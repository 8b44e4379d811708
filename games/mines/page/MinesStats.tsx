import type { MinesGame } from '../../../src/shared/contract/instantGames';
import { Amount } from '../../../src/client/ui/Amount';
import { formatMultiplierX } from '../../../src/client/features/instant-games/format';

/** Multiplier now, after the next safe tile, and what a cash-out pays. */
export function MinesStats({ game, previewNext }: { game: MinesGame | null; previewNext: number }) {
  const next = game ? game.nextMultiplier : previewNext;
  return (
    <dl className="mines-stats" aria-live="off">
      <div className="mines-stats__item">
        <dt>Multiplier</dt>
        <dd data-testid="mines-multiplier">{formatMultiplierX(game?.multiplier ?? 1)}</dd>
      </div>
      <div className="mines-stats__item">
        <dt>Next tile</dt>
        <dd data-testid="mines-next-multiplier">{next === null ? '—' : formatMultiplierX(next)}</dd>
      </div>
      <div className="mines-stats__item">
        <dt>Cash out</dt>
        <dd data-testid="mines-cashout-amount">
          {game ? <Amount personal value={game.payout} size="sm" /> : '—'}
        </dd>
      </div>
    </dl>
  );
}
