import type { TimelineRequest, TimelineRound } from '../engine/viewerTypes';
import type { DiceCommands } from './bus';
import { diceChoiceError, diceWins, playDice, type DiceDirection } from './core';

// Dice's fake rounds for the scene viewer's timeline: rolls drawn by the dice core from the
// seed (nonce 0, 1, ...) at the viewer's target and direction.

const hundredths = (value: number) => (value / 100).toFixed(2);

export function diceTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<DiceCommands>[] {
  const target = Math.round(Number.parseFloat(values.target ?? '50.50') * 100);
  const direction: DiceDirection = values.direction === 'under' ? 'under' : 'over';
  const error = diceChoiceError(target, direction);
  if (error) throw new Error(error);
  return Array.from({ length: count }, (_, nonce) => {
    const seeds = { serverSeed: seed, clientSeed: 'viewer', nonce };
    const { roll } = playDice(seeds, 100, target, direction);
    const win = diceWins(roll, target, direction);
    return {
      label: `roll ${hundredths(roll)} ${direction} ${hundredths(target)}: ${win ? 'win' : 'loss'}`,
      steps: [
        { command: { type: 'dice:preview', payload: { target, direction } } },
        {
          command: {
            type: 'dice:roll',
            payload: { id: `${prefix}roll-${nonce}`, roll, target, direction, win },
          },
        },
      ],
    };
  });
}
