import { Link } from '../../../../src/client/router';
import { CASE_BATTLE_MODE_LABELS } from '../../../../src/shared/contract/battleEnums';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import { Amount } from '../../../../src/client/ui/Amount';
import { Button } from '../../../../src/client/ui/Button';
import { openModal } from '../../../../src/client/features/modals/modal-store';
import { battleVerifyPath } from './battle-words';
import { roundText, type BattleView } from './battle-view';

/**
 * The battle's facts: its mode and options, the round counter, the seat price, the pot, the
 * watchers, the share button and how it is decided (once it has landed, the verifier is
 * among the page's main controls instead).
 */
export function BattleBar({
  battle,
  view,
  spectators,
}: {
  battle: CaseBattle;
  view: BattleView;
  spectators: number;
}) {
  return (
    <div className="arena-bar surface-card">
      <span className="arena-bar__mode">
        {CASE_BATTLE_MODE_LABELS[battle.mode]}
        {battle.specialOptions.length > 0 && ` · ${battle.specialOptions.join(', ')}`}
      </span>
      <span className="arena-bar__round" data-testid="battle-round">
        {roundText(view)}
      </span>
      <span className="arena-bar__price">
        Seat <Amount value={battle.price} size="sm" />
      </span>
      <span className="arena-bar__pot" data-testid="battle-pot">
        Pot <Amount value={view.pot} size="sm" />
      </span>
      <span className="arena-bar__watchers" data-testid="battle-spectators">
        {spectators} watching
      </span>
      <Button
        type="button"
        size="sm"
        onClick={() =>
          void openModal('GAME_SHARE', {
            battleId: battle._id,
            private: battle.visibility === 'PRIVATE',
          })
        }
      >
        Share
      </Button>
      {view.phase !== 'finished' && (
        <Link className="arena-bar__verify" to={battleVerifyPath(battle._id)}>
          How it is decided
        </Link>
      )}
    </div>
  );
}
