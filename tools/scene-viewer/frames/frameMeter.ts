import Phaser from 'phaser';
import type { Stage } from '../../../games/engine/stage';
import type { FrameRecorder } from './frameStats';

// Feeds the stage's real frames into a recorder, as the probe's live measure times them:
// from the step's start to the end of its render, the GPU's part included (WebGL).

export function meterFrames(stage: Stage, recorder: FrameRecorder): () => void {
  const { game } = stage;
  const gl =
    game.renderer.type === Phaser.WEBGL
      ? (game.renderer as Phaser.Renderer.WebGL.WebGLRenderer).gl
      : null;
  const onStep = () => recorder.stepStarted(performance.now());
  const onRendered = () => {
    gl?.finish();
    recorder.rendered(performance.now());
  };
  game.events.on(Phaser.Core.Events.PRE_STEP, onStep);
  game.events.on(Phaser.Core.Events.POST_RENDER, onRendered);
  return () => {
    game.events.off(Phaser.Core.Events.PRE_STEP, onStep);
    game.events.off(Phaser.Core.Events.POST_RENDER, onRendered);
  };
}
