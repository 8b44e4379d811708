import Phaser from 'phaser';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { SceneSound } from '../../games/engine/sounds';
import { createGameBus } from '../../games/engine/bus';
import GameHost from '../../games/engine/GameHost';
import type { ProbedScene } from '../../games/engine/sceneTypes';
import { type GameCommands, type SceneName, sceneOf } from '../../games/registry.client';
import type { ManualClock, Stage } from '../../games/engine/stage';
import type { FrameStats, ProbeLanding, ProbeResult, SceneProbe } from './probeTypes';

// Probe mode (?probe): the real scenes on the real stage, mounted through GameHost, but
// stepped by hand with exact frame deltas instead of requestAnimationFrame, so a test can
// run hundreds of outcomes quickly and read every landing frame's display objects.
// With ?probe&live the real frame loop runs instead, for what only it shows: whether the
// loop sleeps when nothing moves, and how long real frames take (&w=&h= size the canvas).

const bus = createGameBus<GameCommands>();
const params = new URLSearchParams(location.search);
const live = params.has('live');
const hostSize = {
  width: Number(params.get('w') ?? 480) || 480,
  height: Number(params.get('h') ?? 480) || 480,
};

function ProbeApp({ onMount }: { onMount: (setScene: (scene: SceneName | null) => void) => void }) {
  const [scene, setScene] = useState<SceneName | null>(null);
  useEffect(() => onMount(setScene), [onMount]);
  if (!scene) return null;
  return (
    <div id="probe-host" style={hostSize}>
      <GameHost
        key={scene}
        scene={scene}
        loadScene={sceneOf(scene)}
        bus={bus}
        ariaLabel={`${scene} probe`}
        className="probe-host"
      />
    </div>
  );
}

export async function startProbe(root: HTMLElement): Promise<void> {
  const { getStage } = await import('../../games/engine/stage'); // lazily, as pages load it
  const stage = await getStage();
  const clock: ManualClock | null = live ? null : stage.manualClock();
  // The probe goes public once React can switch scenes.
  const onMount = (setScene: (scene: SceneName | null) => void) => {
    window.__sceneProbe = createProbe(stage, clock, setScene);
  };
  createRoot(root).render(
    <StrictMode>
      <ProbeApp onMount={onMount} />
    </StrictMode>,
  );
}

function createProbe(
  stage: Stage,
  clock: ManualClock | null,
  setScene: (scene: SceneName | null) => void,
): SceneProbe {
  return {
    reset() {
      setScene(null);
      // React unmounts the GameHost, which stops the scene, on its own schedule.
      return new Promise((resolve) => {
        const check = () => (stage.currentScene() ? setTimeout(check, 5) : resolve());
        check();
      });
    },

    show(scene) {
      if (stage.currentScene()?.scene.key === scene) return Promise.resolve();
      return new Promise((resolve) => {
        const ready = () => {
          bus.off('ready', ready);
          resolve();
        };
        bus.on('ready', ready);
        setScene(scene);
      });
    },

    run(script) {
      const scene = stage.currentScene() as (Phaser.Scene & ProbedScene) | null;
      const result: ProbeResult = { landings: [], final: null, frames: 0, sounds: {}, error: null };
      if (!scene) return { ...result, error: 'no scene mounted' };
      if (!clock) return { ...result, error: 'run steps by hand: open ?probe without live' };
      const pending = new Set<string>();
      let landed: string[] = [];
      const onDone = ({ id }: { id: string }) => {
        if (pending.delete(id)) landed.push(id);
      };
      const onSound = ({ name }: { name: SceneSound }) => {
        result.sounds[name] = (result.sounds[name] ?? 0) + 1;
      };
      bus.on('done', onDone);
      bus.on('sound', onSound);
      const delta = 1000 / script.fps;
      const limit = script.limitMs ?? 30_000;
      try {
        script.steps.forEach((commands, stepIndex) => {
          for (const command of commands) {
            const { payload } = command;
            if (payload && typeof payload === 'object' && 'id' in payload) pending.add(payload.id);
            bus.emit(command.type, command.payload as never);
          }
          const long = script.longFrames?.[stepIndex] ?? null;
          const skipAt = script.skipAt?.[stepIndex] ?? null;
          let frame = 0;
          let elapsed = 0;
          while (pending.size > 0) {
            if (elapsed > limit)
              throw new Error(`step ${stepIndex}: ${[...pending].join(', ')} never landed`);
            if (frame === skipAt) bus.emit('scene:skip');
            const dt = long && frame === long[0] ? long[1] : delta;
            clock.step(dt);
            elapsed += dt;
            frame += 1;
            result.frames += 1;
            if (landed.length > 0) {
              if (script.draw !== 'end') clock.step(0, true); // draw the landing frame, then read it
              const reading = scene.probe();
              for (const id of landed)
                result.landings.push({ id, elapsed, probe: reading } satisfies ProbeLanding);
              landed = [];
            }
          }
        });
        clock.step(0, true);
        result.final = scene.probe();
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
      } finally {
        bus.off('done', onDone);
        bus.off('sound', onSound);
      }
      return result;
    },

    canvasHost() {
      return stage.game.canvas.parentElement?.getAttribute('data-game-host') ?? null;
    },

    renderer() {
      return stage.game.renderer.type === Phaser.WEBGL ? 'webgl' : 'canvas';
    },

    send(commands) {
      for (const { type, payload } of commands) bus.emit(type, payload as never);
    },

    measure(ms) {
      const { game } = stage;
      const stats: FrameStats = {
        renders: 0,
        frameMs: [],
        intervals: [],
        done: [],
        frameLimit: 0,
      };
      const gl =
        game.renderer.type === Phaser.WEBGL
          ? (game.renderer as Phaser.Renderer.WebGL.WebGLRenderer).gl
          : null;
      let start = -1;
      const onStep = () => {
        const now = performance.now();
        if (start >= 0) stats.intervals.push(now - start);
        start = now;
      };
      const onRendered = () => {
        gl?.finish(); // count the GPU's part of the frame too
        stats.renders += 1;
        if (start >= 0) stats.frameMs.push(performance.now() - start);
      };
      const onDone = ({ id }: { id: string }) => stats.done.push(id);
      game.events.on(Phaser.Core.Events.PRE_STEP, onStep);
      game.events.on(Phaser.Core.Events.POST_RENDER, onRendered);
      bus.on('done', onDone);
      return new Promise((resolve) => {
        setTimeout(() => {
          game.events.off(Phaser.Core.Events.PRE_STEP, onStep);
          game.events.off(Phaser.Core.Events.POST_RENDER, onRendered);
          bus.off('done', onDone);
          stats.frameLimit = game.loop.fpsLimit;
          resolve(stats);
        }, ms);
      });
    },
  };
}
