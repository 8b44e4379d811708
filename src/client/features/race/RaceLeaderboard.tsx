import type { RaceLeader, RaceStanding } from '../../../shared/contract';
import { Amount } from '../../ui/Amount';
import { Private } from '../streamer/Private';

interface RaceLeaderboardProps {
  caption: string;
  leaders: readonly RaceLeader[];
  /** The signed-in player's id, to mark their row. */
  userId: string | null;
  /** The signed-in player's place, pinned under the table when they are not in it. */
  me?: RaceStanding | null;
  emptyText: string;
}

/** Ranked players with what they wagered and what they win. */
export function RaceLeaderboard({ caption, leaders, userId, me, emptyText }: RaceLeaderboardProps) {
  const meListed = leaders.some((leader) => leader.user.id === userId);
  return (
    <div className="race-board">
      <table className="race-board__table">
        <caption className="race-board__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Player</th>
            <th scope="col" className="race-board__num">
              Wagered
            </th>
            <th scope="col" className="race-board__num">
              Prize
            </th>
          </tr>
        </thead>
        <tbody>
          {leaders.length === 0 && (
            <tr>
              <td colSpan={4} className="race-board__empty">
                {emptyText}
              </td>
            </tr>
          )}
          {leaders.map((leader) => {
            const mine = leader.user.id === userId;
            return (
              <tr
                // Ranks are unique; ids are not (every anonymous player shares one).
                key={leader.rank}
                className={mine ? 'race-board__row race-board__row--me' : 'race-board__row'}
                aria-current={mine ? 'true' : undefined}
                data-testid={mine ? 'race-my-row' : undefined}
              >
                <td className="race-board__rank">{leader.rank}</td>
                <td className="race-board__player">
                  <span className="race-board__name">
                    {/* Streamer mode: the player's own row keeps its place, not its name. */}
                    {mine ? (
                      <Private what="Name">{leader.user.username}</Private>
                    ) : (
                      leader.user.username
                    )}
                  </span>
                  {mine && <span className="race-board__you"> (you)</span>}
                  <span className="race-board__level">Lvl {leader.user.level}</span>
                </td>
                <td className="race-board__num">
                  <Amount personal={mine} value={leader.wagered} size="sm" />
                </td>
                <td className="race-board__num">
                  {leader.prize > 0 ? <Amount value={leader.prize} size="sm" /> : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {me && !meListed && (
        <p className="race-board__pinned" data-testid="race-my-place">
          <span>
            Your position: <strong>#{me.rank}</strong>
          </span>
          <span>
            Wagered <Amount personal value={me.wagered} size="sm" />
          </span>
        </p>
      )}
    </div>
  );
}
