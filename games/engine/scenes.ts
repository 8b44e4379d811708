import type { SceneClass } from './stage';
import type { SceneName } from './sceneTypes';

// Each game's scene is its own chunk: loaded the first time its page mounts a GameHost.

const loaders: Record<SceneName, () => Promise<SceneClass>> = {
  dice: () => import('../dice/scene/DiceScene').then((m) => m.DiceScene),
  plinko: () => import('../plinko/scene/PlinkoScene').then((m) => m.PlinkoScene),
  mines: () => import('../mines/scene/MinesScene').then((m) => m.MinesScene),
  'case-unbox': () => import('../case-unbox/scene/CaseUnboxScene').then((m) => m.CaseUnboxScene),
};

export function loadScene(name: SceneName): Promise<SceneClass> {
  return loaders[name]();
}
