import type { CSSProperties } from 'react';
import { Link, useLocation, useParams } from '../../../../src/client/router';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CaseBattle } from '../../../../src/shared/contract/battles';
import { BattleActions } from './BattleActions';
import { BattleBar } from './BattleBar';
import { BattleSeats } from './BattleSeats';
import { announcedRounds } from './battle-state';
import { battleView, roundText, type BattleView } from './battle-view';
import { battleBoardRatio, resultText } from './battle-words';
import { useBattle } from './use-battle';
import { useBattleActions } from './use-battle-actions';
import { useBattleScene } from './use-battle-scene';
import { useGamePause } from '../../../../src/client/features/games/game-pause';
import { GameStage } from '../../../../src/client/features/instant-games/GameStage';
import { useGameScene } from '../../../../src/client/features/instant-games/use-game-scene';
import { openAuth } from '../../../../src/client/features/modals/modal-store';
import { selectUser, useSession } from '../../../../src/client/features/session/session-store';
import { Amount } from '../../../../src/client/ui/Amount';
import { caseBattlesClient } from '../../client';
import '../../../../src/client/features/instant-games/instant-games.css';
import './battle-detail.css';
import '../../../../src/client/ui/card.css';
import { titled } from '../../../../src/client/lib/brand';

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
  const pause = useGamePause(caseBattlesClient.lobby.location);
  const view = battleView(feed.state);

  if (!battle || !view) {
    return (
      <div className="arena-page">
        <title>{titled('Case Battle')}</title>
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

  const userId = user?.id ?? null;
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
      <title>{titled('Case Battle')}</title>
      <header className="instant-game__head">
        <h1 className="instant-game__title">Case Battle</h1>
      </header>
      {/* The reels and the main controls share the first screen, as on the game pages. */}
      <div className="instant-game__play arena-page__play">
        <div className="instant-game__stage">
          <GameStage
            scene="case-battle"
            driver={driver}
            label={`Battle reels: one reel per seat, ${battle.playerAmount} seats`}
          />
          <p
            className={`game-result arena-page__status${toneOf(view, userId)}`}
            data-testid="battle-status"
            data-phase={view.phase}
            // How many rounds the server has told (not what they hold): tests watch the
            // first frame that knows a round and find nothing of it shown yet.
            data-announced={announcedRounds(battle)}
            aria-live="polite"
          >
            {view.phase === 'finished' ? resultText(view, userId) : roundText(view)}
          </p>
        </div>
        <div className="instant-game__panel arena-page__panel">
          <BattleActions
            battleId={battle._id}
            view={view}
            userId={userId}
            creatorId={battle.creatorId}
            busy={actions.busy}
            listPath={list}
            pause={pause}
            onJoin={join}
            onCallBots={actions.callBots}
            onLeave={() => void actions.leave()}
          />
          <BattleBar battle={battle} view={view} spectators={feed.state.spectators.amount} />
        </div>
      </div>
      <BattleSeats view={view} userId={userId} />
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
