import type { Paced } from '../engine/bus';

// Dice's commands on the page-scene bus (games/engine/bus.ts): the page sends, the scene animates.

export type DiceCommands = {
  /** Move the marker to show the player's current choice (no roll). */
  'dice:preview': { target: number; direction: 'over' | 'under' };
  /** Animate a settled roll; target/roll in hundredths (5050 = 50.50). */
  'dice:roll': Paced & {
    id: string;
    roll: number;
    target: number;
    direction: 'over' | 'under';
    win: boolean;
  };
};
