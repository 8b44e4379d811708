import { Button, ButtonLink } from '../../ui/Button';
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
  const { view, userId, busy } = props;
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
            disabled={busy !== null}
            onClick={() => props.onJoin(seat.seat)}
          >
            Join seat {seat.seat + 1}
          </Button>
        ))}
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
          disabled={busy !== null}
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
    </div>
  );
}
