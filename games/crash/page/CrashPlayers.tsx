import { memo } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CrashBet } from '../../../src/shared/contract/crash';
import { formatGems } from '../../../src/shared/money';
import { betOutcomeText, betStanding } from './crash-display';
import { PlayerName } from '../../../src/client/features/streamer/Private';

interface CrashPlayersProps {
  bets: readonly CrashBet[];
  myBetId: string | null;
}

/** The round's bets: who, how much, and where each cashed out (or lost), biggest first. */
export const CrashPlayers = memo(function CrashPlayers({ bets, myBetId }: CrashPlayersProps) {
  const sorted = [...bets].sort((a, b) => b.amount - a.amount);
  return (
    <section className="surface-card crash-players" aria-labelledby="crash-players-title">
      <h2 id="crash-players-title" className="crash-players__title">
        Players <span className="crash-players__count">{bets.length}</span>
      </h2>
      {sorted.length === 0 ? (
        <p className="crash-players__empty">No bets in this round yet.</p>
      ) : (
        <table className="crash-players__table">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Bet</th>
              <th scope="col">Cashed out</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((bet) => (
              <tr
                key={bet.id}
                className={`crash-player crash-player--${betStanding(bet)}${
                  bet.id === myBetId ? ' crash-player--mine' : ''
                }`}
                data-testid="crash-player"
              >
                <th scope="row" className="crash-player__name">
                  <PlayerName name={bet.username} />
                </th>
                <td>{formatGems(bet.amount)}</td>
                <td data-testid="crash-player-outcome">{betOutcomeText(bet)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
