import type { Paced } from '../engine/bus';

// The Skin Upgrader's commands on the page-scene bus (games/engine/bus.ts). Chances and rolls are
// whole units of 2^-32 as the core gives them (a full turn of the gauge is 2^32): the page
// sends, the scene animates, and says where its needle stopped.

export type SkinUpgraderCommands = {
  /** Show the player's current choice: the winning arc for `chance`, or none (null). */
  'skin-upgrader:preview': { chance: number | null; direction: 'under' | 'over' };
  /** Spin the needle onto a settled roll; 'done' answers with `id` on the frame it stops. */
  'skin-upgrader:spin': Paced & {
    id: string;
    roll: number;
    chance: number;
    direction: 'under' | 'over';
    win: boolean;
  };
  /**
   * From the scene, on the frame a spin lands: where the needle is drawn (turns from the
   * top, clockwise, 0..1) and whether that is inside the drawn arc. The page words it for
   * screen readers (the canvas's label).
   */
  'skin-upgrader:landed': { id: string; needle: number; inside: boolean };
};
