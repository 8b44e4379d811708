import { Amount } from '../../../../src/client/ui/Amount';
import type { BattleView, SeatView } from './battle-view';
import { PlayerName } from '../../../../src/client/features/streamer/Private';

interface BattleSeatsProps {
  view: BattleView;
  /** The signed-in player's id, null for a visitor. */
  userId: string | null;
}

/**
 * The seat's pulls that have landed here, newest first. Respin pulls are marked: they only
 * break the tie, and their value goes to nobody (no seat paid for them).
 */
function Pulls({ seat }: { seat: SeatView }) {
  if (seat.pulls.length === 0) return <p className="arena-seat__none">No pulls yet</p>;
  const landed = [
    ...seat.pulls.map((item) => ({ item, respin: false })),
    ...seat.respins.map((item) => ({ item, respin: true })),
  ];
  return (
    <ol className="arena-seat__pulls" aria-label={`Pulls of seat ${seat.seat + 1}`} reversed>
      {[...landed].reverse().map(({ item, respin }, index) => (
        <li
          key={landed.length - index}
          className={`arena-seat__pull${respin ? ' arena-seat__pull--respin' : ''}`}
          data-testid="battle-pull"
          data-respin={respin || undefined}
        >
          <span className="arena-seat__item">{item.name}</span>
          {respin && <span className="arena-seat__tag">Respin · decides only</span>}
          <Amount value={item.price} size="sm" />
        </li>
      ))}
    </ol>
  );
}

function Seat({ seat, props }: { seat: SeatView; props: BattleSeatsProps }) {
  const mine = seat.player !== null && seat.player.id === props.userId;
  const tone = seat.payout === null ? '' : seat.won ? ' arena-seat--won' : ' arena-seat--lost';
  return (
    <li
      className={`arena-seat arena-seat--team-${seat.team}${mine ? ' arena-seat--mine' : ''}${tone}`}
      data-testid="battle-seat"
      data-seat={seat.seat}
      data-player={seat.player?.username ?? ''}
      data-total={seat.total}
      data-payout={seat.payout ?? undefined}
    >
      <div className="arena-seat__head">
        <span className="arena-seat__name">
          {seat.player ? (
            <PlayerName id={seat.player.id} name={seat.player.username} />
          ) : (
            `Seat ${seat.seat + 1}`
          )}
          {seat.player?.isBot && <span className="arena-seat__tag">Bot</span>}
          {mine && <span className="arena-seat__tag">You</span>}
        </span>
        {seat.player && !seat.player.isBot && (
          <span className="arena-seat__level">Level {seat.player.level}</span>
        )}
      </div>
      {seat.player ? (
        <>
          <p className="arena-seat__total">
            <span className="arena-seat__label">Total</span>
            <Amount value={seat.total} />
          </p>
          {seat.payout !== null && (
            <p className="arena-seat__payout" data-testid="battle-payout">
              <span className="arena-seat__label">{seat.won ? 'Won' : 'Payout'}</span>
              <Amount value={seat.payout} />
            </p>
          )}
          <Pulls seat={seat} />
        </>
      ) : (
        <p className="arena-seat__none">Free seat</p>
      )}
    </li>
  );
}

/**
 * The seats, grouped by team, each with its landed pulls, running total and payout. A free
 * seat's Join button is among the page's main controls (BattleActions), in the first screen.
 */
export function BattleSeats(props: BattleSeatsProps) {
  const { view } = props;
  const teamed = view.teams.length > 1 && view.teams.some((team) => team.seats.length > 1);
  const shared = view.teams.length === 1;
  return (
    <section className="arena-seats" aria-label="Seats">
      {(teamed || shared) && (
        <ul className="arena-seats__teams" aria-label="Team totals">
          {view.teams.map((team) => (
            <li key={team.number} className="arena-team" data-testid="battle-team">
              <span>{shared ? 'Group' : `Team ${team.number}`}</span>
              <Amount value={team.total} size="sm" />
            </li>
          ))}
        </ul>
      )}
      <ol className="arena-seats__list">
        {view.seats.map((seat) => (
          <Seat key={seat.seat} seat={seat} props={props} />
        ))}
      </ol>
    </section>
  );
}
