import { Link } from '../../../src/client/router';
import type { CaseBattle } from '../../../src/shared/contract/battles';
import { CASE_BATTLE_MODE_LABELS } from '../../../src/shared/contract/battleEnums';
import { Amount } from '../../../src/client/ui/Amount';
import { announcedRounds } from './detail/battle-state';
import { BattleCases } from './BattleCases';
import { freeSeats } from './battle-list';
import { OPTION_LABELS, seatLayoutLabel } from './battle-form';
import { battlePath } from './battle-paths';

/** What the list says of a battle's state. */
export function battleStatus(battle: Pick<CaseBattle, 'state' | 'cases' | 'outcome'>): string {
  switch (battle.state) {
    case 'WAITING_FOR_PLAYERS':
    case 'GAME_CREATED':
    case 'GAME_STARTED':
      return 'Waiting for players';
    case 'WAITING_FOR_BLOCK':
      return 'Starting';
    case 'GENERATING_OUTCOME': {
      const total = battle.cases.reduce((sum, box) => sum + box.amount, 0);
      // Seats sit respins out, so the round is the longest run of pulls, not seat 0's.
      const current = announcedRounds(battle);
      return current > total
        ? `Respin ${current - total}`
        : `Round ${Math.max(1, current)} of ${total}`;
    }
    case 'GAME_COMPLETED':
      return 'Finished';
  }
}

interface BattleRowProps {
  battle: CaseBattle;
  base: string;
  /** The signed-in player's id (their own battles offer no seat). */
  myId: string | null;
  /** The seat being joined in this row, while its call runs. */
  joining: number | null;
  error: string | null;
  onJoin: (battle: CaseBattle, seat: number) => void;
}

/** One battle of the list: its cases, price, mode and options, seats and state. */
export function BattleRow({ battle, base, myId, joining, error, onJoin }: BattleRowProps) {
  const free = new Set(freeSeats(battle));
  const seated = myId !== null && battle.players.some((p) => p.id === myId);
  const open = battle.state === 'WAITING_FOR_PLAYERS';
  const seats = Array.from({ length: battle.playerAmount }, (_, seat) => seat);
  const status = battleStatus(battle);
  const modeLabel = CASE_BATTLE_MODE_LABELS[battle.mode];

  return (
    <article className="battle-row surface-card" aria-label={`${modeLabel} battle, ${status}`}>
      <BattleCases
        cases={battle.cases.map((box) => ({
          key: box._id,
          name: box.name,
          image: box.image,
          amount: box.amount,
        }))}
      />
      <div className="battle-row__facts">
        <Amount value={battle.price} />
        <span className="battle-row__mode">
          {modeLabel} · {seatLayoutLabel(battle.mode, battle.playerAmount)}
        </span>
        {battle.specialOptions.length > 0 && (
          <ul className="battle-row__options" aria-label="Options">
            {battle.specialOptions.map((option) => (
              <li key={option} className="battle-chip">
                {OPTION_LABELS[option].name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ul className="battle-row__seats" aria-label="Seats">
        {seats.map((seat) => {
          const player = battle.players.find((p) => p.seat === seat);
          if (player)
            return (
              <li key={seat} className="battle-seat battle-seat--taken">
                <span className="battle-seat__avatar" aria-hidden="true">
                  {player.username.slice(0, 1).toUpperCase()}
                </span>
                <span className="battle-seat__name">{player.username}</span>
              </li>
            );
          return (
            <li key={seat} className="battle-seat">
              {open && free.has(seat) && !seated ? (
                <button
                  type="button"
                  className="battle-seat__join"
                  aria-busy={joining === seat || undefined}
                  disabled={joining !== null}
                  onClick={() => onJoin(battle, seat)}
                >
                  Join seat {seat + 1}
                </button>
              ) : (
                <span className="battle-seat__empty">Empty</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="battle-row__end">
        <span className="battle-row__status" data-state={battle.state}>
          {status}
        </span>
        <Link className="battle-row__watch" to={battlePath(battle._id, base)}>
          {seated ? 'Open' : 'Watch'}
          <span className="visually-hidden"> the {modeLabel} battle</span>
        </Link>
      </div>
      {error && (
        <p className="battle-row__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}
