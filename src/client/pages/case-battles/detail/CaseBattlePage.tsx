import type { CSSProperties } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { CASE_BATTLE_MODE_LABELS } from '../../../../shared/contract/battleEnums';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../shared/contract/battles';
import { BattleSeats } from '../../../features/case-battle-detail/BattleSeats';
import { announcedRounds } from '../../../features/case-battle-detail/battle-state';
import {
  battleView,
  roundText,
  type BattleView,
} from '../../../features/case-battle-detail/battle-view';
import { battleBoardRatio, resultText } from '../../../features/case-battle-detail/battle-words';
import { useBattle } from '../../../features/case-battle-detail/use-battle';
import { useBattleActions } from '../../../features/case-battle-detail/use-battle-actions';
import { useBattleScene } from '../../../features/case-battle-detail/use-battle-scene';
import { GameStage } from '../../../features/instant-games/GameStage';
import { useGameScene } from '../../../features/instant-games/use-game-scene';
import { openAuth, openModal } from '../../../features/modals/modal-store';
import { selectUser, useSession } from '../../../features/session/session-store';
import { Amount } from '../../../ui/Amount';
import { Button } from '../../../ui/Button';
import '../../../features/instant-games/instant-games.css';
import '../../../features/case-battle-detail/battle-detail.css';
import '../../../ui/card.css';

/** /case-battles/:id (and its cs2- alias): one battle, live, with its reels. */
export default function CaseBattlePage() {
  const { id = '' } = useParams();
  // A new id is a new battle: everything about the last one (its scene feed) starts over.
  return <BattleDetail key={id} id={id} />;
}

function BattleDetail({ id }: { id: string }) {
  const list = useLocation().pathname.startsWith('/cs2-') ? '/cs2-case-battles' : '/case-battles';
  const feed = useBattle(id);
  const driver = useGameScene();
  useBattleScene(driver, feed);
  const user = useSession(selectUser);
  const battle = feed.state.battle;
  const actions = useBattleActions(battle, feed.apply);
  const view = battleView(feed.state);

  if (!battle || !view) {
    return (
      <div className="arena-page">
        <title>Case Battle · GemDrop</title>
        <h1 className="instant-game__title">Case Battle</h1>
        {feed.error ? (
          <div className="surface-card arena-page__error" role="alert">
            <p>
              {feed.error === 'missing'
                ? 'No battle has this link.'
                : 'The battle could not load. It loads again when the connection is back.'}
            </p>
            <Link to={list}>All battles</Link>
          </div>
        ) : (
          <p aria-busy="true">Loading the battle…</p>
        )}
      </div>
    );
  }

  const isCreator = user !== null && user.id === battle.creatorId;
  const isSeated = user !== null && battle.players.some((player) => player.id === user.id);
  const join = (seat: number) => (user === null ? openAuth('login') : actions.join(seat));
  return (
    <div
      className="instant-game arena-page"
      style={
        {
          '--game-accent': 'var(--rarity-covert)',
          '--stage-ratio': battleBoardRatio(battle.playerAmount),
        } as CSSProperties
      }
    >
      <title>Case Battle · GemDrop</title>
      <header className="instant-game__head arena-page__head">
        <h1 className="instant-game__title">Case Battle</h1>
        <span className="arena-page__mode">
          {CASE_BATTLE_MODE_LABELS[battle.mode]}
          {battle.specialOptions.length > 0 && ` · ${battle.specialOptions.join(', ')}`}
        </span>
      </header>
      <BattleBar battle={battle} view={view} spectators={feed.state.spectators.amount} />
      <div className="instant-game__stage arena-page__stage">
        <GameStage
          scene="case-battle"
          driver={driver}
          label={`Battle reels: one reel per seat, ${battle.playerAmount} seats`}
        />
        <p
          className={`game-result arena-page__status${toneOf(view, user?.id ?? null)}`}
          data-testid="battle-status"
          data-phase={view.phase}
          // How many rounds the server has told (not what they hold): tests watch the
          // first frame that knows a round and find nothing of it shown yet.
          data-announced={announcedRounds(battle)}
          aria-live="polite"
        >
          {view.phase === 'finished' ? resultText(view, user?.id ?? null) : roundText(view)}
        </p>
      </div>
      {view.phase === 'waiting' && isSeated && (
        <div className="arena-page__actions">
          {isCreator && (
            <Button
              type="button"
              variant="primary"
              busy={actions.busy?.action === 'bots'}
              disabled={actions.busy !== null}
              onClick={actions.callBots}
            >
              Call bots
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            busy={actions.busy?.action === 'leave'}
            disabled={actions.busy !== null}
            onClick={() => void actions.leave()}
          >
            {isCreator ? 'Close and refund' : 'Leave and refund'}
          </Button>
        </div>
      )}
      <BattleSeats
        view={view}
        userId={user?.id ?? null}
        creatorId={battle.creatorId}
        busy={actions.busy}
        onJoin={join}
      />
      <BattleCasesList battle={battle} />
    </div>
  );
}

function toneOf(view: BattleView, userId: string | null): string {
  if (view.phase !== 'finished' || userId === null) return '';
  const mine = view.seats.find((seat) => seat.player?.id === userId);
  if (!mine) return '';
  return mine.won ? ' game-result--win' : ' game-result--loss';
}

/** The round counter, the seat price, the watchers, the share link and the verifier. */
function BattleBar({
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
      <Link
        className="arena-bar__verify"
        to={`/fairness/case-battles?${new URLSearchParams({ battle: battle._id }).toString()}`}
        data-testid="battle-verify"
      >
        {view.phase === 'finished' ? 'Verify this battle' : 'How it is decided'}
      </Link>
    </div>
  );
}

/** The cases every seat opens, in order, with how many times. */
function BattleCasesList({ battle }: { battle: CaseBattle }) {
  return (
    <section className="arena-cases surface-card" aria-labelledby="arena-cases-title">
      <h2 id="arena-cases-title" className="arena-cases__title">
        Cases
      </h2>
      <ol className="arena-cases__list">
        {battle.cases.map((each, index) => (
          <li key={`${each._id}-${index}`} className="arena-cases__case">
            <span className="arena-cases__name">{each.name}</span>
            <span className="arena-cases__amount">× {each.amount}</span>
            <Amount value={each.price} size="sm" />
          </li>
        ))}
      </ol>
    </section>
  );
}
