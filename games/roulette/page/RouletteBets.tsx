import { memo } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { RouletteRound } from '../../../src/shared/contract/roulette';
import { Amount } from '../../../src/client/ui/Amount';
import {
  OPTION_NAMES,
  betColumns,
  optionLabel,
  resultShown,
  shownPayout,
} from './roulette-display';
import { PlayerName } from '../../../src/client/features/streamer/Private';

interface RouletteBetsProps {
  round: RouletteRound | null;
  landedRoundId: number | null;
  /** The viewing player's bets (marked in the columns). */
  myBetIds: ReadonlySet<string>;
}

/**
 * The round's bets, one column per option: how many, the total, and each player's bet,
 * biggest first, the viewer's marked. Which column won shows once the strip has landed.
 */
export const RouletteBets = memo(function RouletteBets({
  round,
  landedRoundId,
  myBetIds,
}: RouletteBetsProps) {
  const columns = betColumns(round, landedRoundId);
  const shown = resultShown(round, landedRoundId);
  return (
    <section className="roulette-bets" aria-label="Bets this round">
      {columns.map((column) => {
        const titleId = `roulette-bets-${column.option}`;
        const standing =
          column.won === null
            ? ''
            : column.won
              ? ' roulette-column--won'
              : ' roulette-column--lost';
        return (
          <div
            key={column.option}
            className={`surface-card roulette-column roulette-column--${column.option.toLowerCase()}${standing}`}
            aria-labelledby={titleId}
            role="group"
            data-testid={`roulette-column-${column.option}`}
            data-won={column.won === null ? undefined : String(column.won)}
          >
            <h2 id={titleId} className="roulette-column__title">
              <span>{optionLabel(column.option)}</span>
              <span className="visually-hidden">
                {` ${OPTION_NAMES[column.option]}: ${column.bets.length} bets, total`}
              </span>
              <span className="roulette-column__total">
                <Amount value={column.total} size="sm" />
              </span>
            </h2>
            <p className="roulette-column__count" aria-hidden="true">
              {column.bets.length} {column.bets.length === 1 ? 'bet' : 'bets'}
            </p>
            {column.bets.length > 0 && (
              <ul className="roulette-column__list">
                {column.bets.map((bet) => {
                  const mine = myBetIds.has(bet.id);
                  const paid = shownPayout(bet, shown);
                  return (
                    <li
                      key={bet.id}
                      className={`roulette-bet${mine ? ' roulette-bet--mine' : ''}`}
                      data-testid="roulette-bet"
                      data-mine={mine || undefined}
                    >
                      <span className="roulette-bet__name">
                        <PlayerName name={bet.username} />
                        {mine && <span className="roulette-bet__you"> (you)</span>}
                      </span>
                      <span className="roulette-bet__amount">
                        {paid !== null && paid > 0 ? (
                          <Amount value={paid} size="sm" signed className="roulette-bet__won" />
                        ) : (
                          <Amount value={bet.amount} size="sm" />
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
});
