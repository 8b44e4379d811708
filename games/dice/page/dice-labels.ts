import type { DiceDirection } from '../../../src/shared/contract/instantGames';

export type { DiceDirection };

export const DICE_DIRECTIONS_LABEL: Record<DiceDirection, string> = {
  under: 'Roll under',
  over: 'Roll over',
};
