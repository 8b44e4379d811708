import type { SceneName } from '../../games/registry.client';
import type { ProbeCommand } from '../../games/registry.client';

// The probe's contract with the scene tests (tests/scenes): scripts in, readings out.

export interface ProbeScript {
  /** Commands sent together; the next step starts once every id of this one is done. */
  steps: ProbeCommand[][];
  fps: number;
  /** Per step: [frame index, ms] of one long frame in that step (a stall mid-animation). */
  longFrames?: ([number, number] | null)[];
  /** Frame time allowed per step before the run fails. */
  limitMs?: number;
  /** Per step: the frame index after which the player skips ('scene:skip'), or null. */
  skipAt?: (number | null)[];
  /**
   * Draw every landing frame before reading it (default), or only the last frame of the
   * run: the readings are the same, drawing each one just proves the renderer takes them.
   */
  draw?: 'landings' | 'end';
}

export interface ProbeLanding {
  id: string;
  /** Frame time from the step's start to the frame that announced done. */
  elapsed: number;
  /** The scene's probe() on that frame (after drawing it). */
  probe: unknown;
}

export interface ProbeResult {
  landings: ProbeLanding[];
  final: unknown;
  frames: number;
  sounds: Record<string, number>;
  error: string | null;
}

/** What the real frame loop did over a while (live mode). */
export interface FrameStats {
  /** Frames drawn. */
  renders: number;
  /** Each frame's work (ms): the step and its render, up to the GPU finishing it. */
  frameMs: number[];
  /** Ms between the starts of consecutive frames. */
  intervals: number[];
  /** Ids the scene announced done meanwhile. */
  done: string[];
  /** The loop's frames-a-second limit as the measure ended (0: every display frame). */
  frameLimit: number;
}

export interface SceneProbe {
  /**
   * Stops the mounted scene, as a fresh page would have none: the next show() mounts anew.
   * Lets the tests share one page (and one Phaser boot) between them.
   */
  reset(): Promise<void>;
  /** Mounts a game's scene (React StrictMode, through GameHost) and waits for 'ready'. */
  show(scene: SceneName): Promise<void>;
  run(script: ProbeScript): ProbeResult;
  /** Where the stage's canvas is: the data-game-host of its parent, or null. */
  canvasHost(): string | null;
  /** Which renderer the stage chose. */
  renderer(): 'webgl' | 'canvas';
  /** Live mode (?probe&live): the real animation-frame loop runs; sends commands on the bus. */
  send(commands: ProbeCommand[]): void;
  /** Live mode: watches the frame loop for `ms` of real time. */
  measure(ms: number): Promise<FrameStats>;
}

declare global {
  interface Window {
    __sceneProbe?: SceneProbe;
  }
}
