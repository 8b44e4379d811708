import type { AnyGameBus } from './bus';
import type { TuningFile } from './tuning';

// What the stage hands a scene when it starts it. No Phaser here, so pages, tests and the
// viewer can name these types without pulling the engine in.

/** A scene's name: its game's kind (the client registry lists them; the engine knows none). */
export type SceneName = string;

/** The player's motion preference; a live object, so a change applies to the next animation. */
export interface MotionPreference {
  reduced: boolean;
}

/** What a page may ask of a scene beyond its bus. */
export interface SceneOptions {
  /**
   * Drawn over a chroma-key colour (a stream's browser source): text outside the board's
   * own dark backgrounds needs an outline to read there.
   */
  chromaKey?: boolean;
}

export interface SceneInit extends SceneOptions {
  bus: AnyGameBus;
  motion: MotionPreference;
  /** A tuning to use instead of the game's tuning.json (the viewer's live controls). */
  tuning?: TuningFile;
}

/** A scene that can say it has nothing left to draw, so the stage stops its loop. */
export interface IdleScene {
  idle(): boolean;
  /**
   * Frames a second what moves now needs; 0 for every frame the display shows. The stage
   * runs its loop at that rate until the scene asks for another.
   */
  frameRate(): number;
}

/** What every scene answers to the probe: its state as read back from its display objects. */
export interface ProbedScene {
  probe(): unknown;
}
