import { memo } from 'react';
import { Link } from '../../../src/client/router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteHistoryEntry } from '../../../src/shared/contract/roulette';
import { colourOf, outcomeName } from './roulette-display';

/** The fairness check of a finished round: its result and place in the chain. */
export const roundCheckPath = (hash: string) => `/fairness/roulette?game=roulette&hash=${hash}`;

/**
 * The last results, newest first: one chip per round in its slot's colour, each linking to
 * its check. Only rounds whose strip has landed here are given (see useRouletteHistory).
 */
export const RouletteHistory = memo(function RouletteHistory({
  rounds,
}: {
  rounds: readonly RouletteHistoryEntry[] | null;
}) {
  return (
    <div className="result-strip roulette-history">
      <h2 className="visually-hidden">Last results</h2>
      {rounds === null || rounds.length === 0 ? (
        <p className="result-strip__empty">
          {rounds === null ? 'Loading the last results…' : 'No round has rolled yet.'}
        </p>
      ) : (
        <ol className="result-strip__list" aria-label="Last results, newest first">
          {rounds.map((round) => (
            <li
              key={round.id}
              className={`roulette-chip roulette-chip--${colourOf(round.slot)}`}
              title={`Round #${round.number}: ${round.slot} (${outcomeName(round.outcome)}). Hash ${round.hash}`}
              data-testid="roulette-history-chip"
              data-round={round.number}
              data-slot={round.slot}
            >
              <Link
                className="roulette-chip__link"
                to={roundCheckPath(round.hash)}
                aria-label={`Round ${round.number}, ${round.slot} ${outcomeName(round.outcome)}: verify`}
              >
                {round.slot}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
});
