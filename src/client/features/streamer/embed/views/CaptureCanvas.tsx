import { lazy, Suspense } from 'react';
import { sceneOf, type SceneName } from '../../../../../../games/registry.client';
import type { AnyGameBus } from '../../../../../../games/engine/bus';

// The engine (and Phaser) is its own chunk, as on the game pages.
const GameHost = lazy(() => import('../../../../../../games/engine/GameHost'));

interface CaptureCanvasProps {
  /** The game whose scene plays the streamer's play. */
  scene: SceneName;
  /** The capture view's page bus (its SceneDriver's). */
  bus: AnyGameBus;
  /** What the canvas shows, for screen readers. */
  label: string;
  /** The canvas sits on the chroma-key colour: scenes outline their loose text. */
  chromaKey?: boolean;
}

/** A capture view's canvas: the game's scene, sized by the embed page, loaded on first show. */
export function CaptureCanvas({ scene, bus, label, chromaKey }: CaptureCanvasProps) {
  return (
    <Suspense fallback={null}>
      <GameHost
        scene={scene}
        loadScene={sceneOf(scene)}
        bus={bus}
        ariaLabel={label}
        className="embed__canvas"
        {...(chromaKey === undefined ? {} : { sceneOptions: { chromaKey } })}
      />
    </Suspense>
  );
}
