import { useId } from 'react';
import { Button, ButtonLink } from '../../../../src/client/ui/Button';
import type { GamePause } from '../../../../src/client/features/games/game-pause';
import { battleVerifyPath } from './battle-words';
import type { BattleBusy } from './use-battle-actions';
import type { BattleView } from './battle-view';

interface BattleActionsProps {
  battleId: string;
  view: BattleView;
  /** The signed-in player's id, null for a visitor. */
  userId: string | null;
  creatorId: string;
  busy: BattleBusy;
  /** The battle list this page came from (the /cs2- alias keeps its own). */
  listPath: string;
  /** An operator paused battles: no seat is taken and no bot called (refunds still go). */
  pause?: GamePause | null;
  onJoin: (seat: number) => void;
  onCallBots: () => void;
  onLeave: () => void;
}

/**
 * The battle's main controls, kept beside its reels (under them on phones) so they share
 * the first screen: a free seat to join, the creator's bots and refund, a seated player's
 * refund; once the result has landed, its verifier and the way back to the battles.
 */
export function BattleActions(props: BattleActionsProps) {
  const { view, userId, busy, pause = null } = props;
  const pauseNoteId = useId();
  // The server refuses a join and the bots while paused (409): offer neither, and say why.
  const paused = pause !== null;
  const pausedProps = {
    disabled: busy !== null || paused,
    'aria-describedby': paused ? pauseNoteId : undefined,
  };
  const pauseNote = paused && (
    <p id={pauseNoteId} className="battle-message arena-actions__paused" role="status">
      {pause.message}
    </p>
  );
  if (view.phase === 'finished') {
    return (
      <div className="arena-actions">
        <ButtonLink
          variant="primary"
          to={battleVerifyPath(props.battleId)}
          data-testid="battle-verify"
        >
          Verify this battle
        </ButtonLink>
        <ButtonLink variant="ghost" to={props.listPath}>
          All battles
        </ButtonLink>
      </div>
    );
  }
  if (view.phase !== 'waiting') return null;
  const seated = userId !== null && view.seats.some((seat) => seat.player?.id === userId);
  if (!seated) {
    const free = view.seats.filter((seat) => seat.player === null);
    return (
      <div className="arena-actions">
        {free.map((seat) => (
          <Button
            key={seat.seat}
            type="button"
            variant="primary"
            size="sm"
            busy={busy?.action === 'join' && busy.seat === seat.seat}
            {...pausedProps}
            onClick={() => props.onJoin(seat.seat)}
          >
            Join seat {seat.seat + 1}
          </Button>
        ))}
        {pauseNote}
      </div>
    );
  }
  const isCreator = userId === props.creatorId;
  return (
    <div className="arena-actions">
      {isCreator && (
        <Button
          type="button"
          variant="primary"
          busy={busy?.action === 'bots'}
          {...pausedProps}
          onClick={props.onCallBots}
        >
          Call bots
        </Button>
      )}
      <Button
        type="button"
        variant="ghost"
        busy={busy?.action === 'leave'}
        disabled={busy !== null}
        onClick={props.onLeave}
      >
        {isCreator ? 'Close and refund' : 'Leave and refund'}
      </Button>
      {isCreator && pauseNote}
    </div>
  );
}
