import { useEffect, useRef } from 'react';
import type { AnyGameBus } from './bus';
import { mountScene } from './mountScene';
import type { SceneName, SceneOptions } from './sceneTypes';
import type { SceneClass } from './stage';

// The React side of the stage. A page loads it with
//   const GameHost = lazy(() => import('.../games/engine/GameHost'));
// gives it a bus and waits for the bus's 'ready' before sending commands. The scene stops
// when the host unmounts or switches game; the canvas follows the host's size.

export interface GameHostProps {
  scene: SceneName;
  /** The scene's chunk, from the game's client manifest (the engine knows no game). */
  loadScene: () => Promise<SceneClass>;
  bus: AnyGameBus;
  /** What the canvas shows, for screen readers (the page's DOM controls carry the rest). */
  ariaLabel: string;
  /** Sizes the host (the canvas fills it exactly and never sizes it). */
  className?: string;
  /** Start options for the scene (a change restarts it). */
  sceneOptions?: SceneOptions;
}

export default function GameHost({
  scene,
  loadScene,
  bus,
  ariaLabel,
  className,
  sceneOptions,
}: GameHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const labelRef = useRef(ariaLabel);
  labelRef.current = ariaLabel;
  // A primitive, so a fresh options object each render does not restart the scene.
  const chromaKey = sceneOptions?.chromaKey ?? false;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    return mountScene(host, scene, loadScene, bus, labelRef.current, { chromaKey });
  }, [scene, loadScene, bus, chromaKey]);

  useEffect(() => {
    // Relabel without restarting the scene (the label may carry the last result).
    void import('./stage').then(async ({ getStage }) => {
      const stage = await getStage();
      if (stage.game.canvas.parentElement === hostRef.current) stage.setAriaLabel(ariaLabel);
    });
  }, [ariaLabel]);

  return (
    <div
      ref={hostRef}
      className={className}
      data-game-host={scene}
      style={{ position: 'relative', overflow: 'hidden' }}
    />
  );
}
