import type { RaceBoard } from '../../../shared/contract';
import { Amount } from '../../ui/Amount';
import { RaceCountdown } from './RaceCountdown';
import { RaceLeaderboard } from './RaceLeaderboard';
import { RacePrizes } from './RacePrizes';
import { useLastRace } from './use-race-boards';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** One race: time left, pool, the live top 10 (your place pinned), prizes, last winners. */
export function RaceBoardView({ board, userId }: { board: RaceBoard; userId: string | null }) {
  const { race, leaders, me } = board;
  const last = useLastRace(race.kind, race.id);
  return (
    <div className="race-view">
      <div className="race-view__summary">
        <div className="race-stat">
          <span className="race-stat__label">Prize pool</span>
          <Amount value={race.pool} size="lg" />
        </div>
        <div className="race-stat">
          <RaceCountdown endsAt={race.endsAt} />
        </div>
        <div className="race-stat">
          <span className="race-stat__label">Your position</span>
          <span className="race-stat__value" data-testid="race-my-rank">
            {me ? `#${me.rank}` : userId ? 'Wager to enter' : 'Sign in to race'}
          </span>
        </div>
      </div>
      <div className="race-view__columns">
        <RaceLeaderboard
          caption={`Leaderboard, updated live`}
          leaders={leaders}
          userId={userId}
          me={me}
          emptyText="No wagers yet. Place a bet to take the lead."
        />
        <div className="race-view__side">
          <RacePrizes race={race} />
          <section aria-labelledby={`${race.kind}-last-title`}>
            <h3 id={`${race.kind}-last-title`} className="race-section-title">
              Last {race.kind} race
              {last ? ` · ${dateFormat.format(new Date(last.race.startsAt))}` : ''}
            </h3>
            {last === undefined ? (
              <p className="race-muted">Loading…</p>
            ) : last === null || last.winners.length === 0 ? (
              <p className="race-muted">No finished race yet.</p>
            ) : (
              <RaceLeaderboard
                caption="Winners"
                leaders={last.winners}
                userId={userId}
                emptyText="Nobody wagered."
              />
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
