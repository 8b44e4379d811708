import type { AnyGameBus } from './bus';
import { watchMotionPreference } from './motionPreference';
import type { SceneClass } from './stage';
import type { SceneName, SceneOptions } from './sceneTypes';

// Mounting a scene is asynchronous (the stage and the scene's chunk may still be loading),
// while React may unmount at any moment, twice in StrictMode. This keeps the two in step:
// the returned cancel works before and after the scene has started.

export function mountScene(
  host: HTMLElement,
  name: SceneName,
  /** The game's scene chunk (from its client manifest). */
  loadScene: () => Promise<SceneClass>,
  bus: AnyGameBus,
  ariaLabel: string,
  options: SceneOptions = {},
): () => void {
  let cancelled = false;
  let release: (() => void) | null = null;
  const preference = watchMotionPreference();

  // The stage (and Phaser with it) is a chunk of its own, shared by every scene.
  const stage = import('./stage').then((m) => m.getStage());
  void Promise.all([stage, loadScene()]).then(([stage, sceneClass]) => {
    if (cancelled) return;
    release = stage.mount(host, {
      name,
      sceneClass,
      ariaLabel,
      init: { bus, motion: preference.motion, ...options },
    });
  });

  return () => {
    cancelled = true;
    preference.stop();
    release?.();
  };
}
