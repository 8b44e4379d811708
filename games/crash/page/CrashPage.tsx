import type { CSSProperties } from 'react';
import { Link } from '../../../src/client/router';
import { crashClient } from '../client';
import { CrashBetPanel } from './CrashBetPanel';
import { CrashHistory } from './CrashHistory';
import { CrashPlayers } from './CrashPlayers';
import { CrashStatus } from './CrashStatus';
import { useCrashScene } from './use-crash-scene';
import { useGamePause } from '../../../src/client/features/games/game-pause';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import { useGameScene } from '../../../src/client/features/instant-games/use-game-scene';
import { useRound } from '../../../src/client/features/rounds/useRound';
import '../../../src/client/features/instant-games/instant-games.css';
import './crash.css';
import { titled } from '../../../src/client/lib/brand';

/**
 * /crash: one round for everyone. The round hook owns the live state and the server's
 * clock; the page composes the scene, the bet panel, the players and the last crashes.
 */
export default function CrashPage() {
  const view = useRound('crash');
  const pause = useGamePause(crashClient.lobby.location);
  const driver = useGameScene();
  useCrashScene(driver, view);
  const round = view.round;
  const endedRoundId = round?.phase === 'ended' ? round.id : null;

  return (
    <div
      className="instant-game crash-page"
      style={{ '--game-accent': 'var(--rarity-restricted)' } as CSSProperties}
    >
      <title>{titled('Crash')}</title>
      <header className="instant-game__head">
        <h1 className="instant-game__title">Crash</h1>
        <CrashHistory endedRoundId={endedRoundId} />
      </header>
      <div className="instant-game__play">
        <div className="instant-game__stage">
          <GameStage scene="crash" driver={driver} label="Crash multiplier curve" />
          <CrashStatus view={view} pause={pause} />
        </div>
        <div className="instant-game__panel">
          <CrashBetPanel view={view} pause={pause} />
        </div>
      </div>
      <CrashPlayers bets={round?.bets ?? []} myBetId={view.myBet?.id ?? null} />
      <p className="instant-game__fair">
        Provably fair: every crash point comes from a published hash chain.{' '}
        <Link to="/fairness">How it works</Link>
      </p>
    </div>
  );
}
