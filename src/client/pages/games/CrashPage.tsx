import type { CSSProperties } from 'react';
import { Link } from '../../router';
import { crashClient } from '../../../../games/crash/client';
import { CrashBetPanel } from '../../features/crash/CrashBetPanel';
import { CrashHistory } from '../../features/crash/CrashHistory';
import { CrashPlayers } from '../../features/crash/CrashPlayers';
import { CrashStatus } from '../../features/crash/CrashStatus';
import { useCrashScene } from '../../features/crash/use-crash-scene';
import { useGamePause } from '../../features/games/game-pause';
import { GameStage } from '../../features/instant-games/GameStage';
import { useGameScene } from '../../features/instant-games/use-game-scene';
import { useRound } from '../../features/rounds/useRound';
import '../../features/instant-games/instant-games.css';
import '../../features/crash/crash.css';
import { titled } from '../../lib/brand';

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
