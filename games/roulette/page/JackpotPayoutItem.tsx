// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteJackpotPayout } from '../../../src/shared/contract/roulette';
import { Amount } from '../../../src/client/ui/Amount';
import { RelativeTime } from '../../../src/client/ui/RelativeTime';

/**
 * One paid Triple Green: the pool at the draw and all claims with each winner's part and
 * claim, so a player can check a part (the rule is on /fairness/roulette).
 */
export function JackpotPayoutItem({ paid }: { paid: RouletteJackpotPayout }) {
  return (
    <li className="roulette-jackpots__item">
      <p className="roulette-jackpots__head">
        <span>Round #{paid.number}</span>
        <Amount value={paid.amount} />
        <RelativeTime date={paid.endedAt} />
      </p>
      {paid.claims !== null && (
        <p className="roulette-jackpots__claims">
          Pool <Amount value={paid.pool} size="sm" />, claims{' '}
          <Amount value={paid.claims} size="sm" />
        </p>
      )}
      {paid.winners.length === 0 ? (
        <p className="roulette-jackpots__none">No green bets shared it.</p>
      ) : (
        <ul className="roulette-jackpots__winners" aria-label={`Winners of round ${paid.number}`}>
          {paid.winners.map((winner) => (
            <li key={winner.username}>
              <span>{winner.username}</span> <Amount value={winner.amount} size="sm" />
              {winner.claim !== null && (
                <span className="roulette-jackpots__claim">
                  {' '}
                  (claim <Amount value={winner.claim} size="sm" />)
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
