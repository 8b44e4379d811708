import { memo, type ReactNode } from 'react';
import { type SceneName, sceneOf } from '../../../../games/registry.client';
import { loadedView } from '../routing/loaded-view';
import type { SceneDriver } from './scene-driver';
import { SceneBoundary } from './SceneBoundary';
import { useSceneStatus } from './use-game-scene';
import { useSkipAnimation } from './use-skip-animation';

// The engine (and Phaser) is its own chunk: only a game or verifier page downloads it.
const GameHost = loadedView(() => import('../../../../games/engine/GameHost'));

interface GameStageProps {
  scene: SceneName;
  driver: SceneDriver;
  /** What the canvas shows, for screen readers. */
  label: string;
  className?: string;
  /** DOM laid over the canvas (the mines grid, the result badge). */
  children?: ReactNode;
}

/**
 * The canvas area: a skeleton of its exact size until the scene is ready, so nothing jumps.
 * Memoised: the page re-renders on every bet, the canvas should not.
 */
export const GameStage = memo(function GameStage({
  scene,
  driver,
  label,
  className,
  children,
}: GameStageProps) {
  const status = useSceneStatus(driver);
  useSkipAnimation(driver);
  return (
    // A click or tap on the canvas skips the animation under way (Escape and Enter do too;
    // the bet button stays the way to play, so this needs no role of its own).
    <div
      className={`game-stage game-stage--${scene}${className ? ` ${className}` : ''}`}
      aria-busy={status === 'loading' || undefined}
      onPointerDown={() => driver.skip()}
    >
      <SceneBoundary onError={() => driver.fail()}>
        <GameHost
          scene={scene}
          loadScene={sceneOf(scene)}
          bus={driver.bus}
          ariaLabel={label}
          className="game-stage__canvas"
        />
      </SceneBoundary>
      {status === 'loading' && (
        <span className="skeleton game-stage__skeleton" aria-hidden="true" />
      )}
      {children}
    </div>
  );
});
