import { formatPoints } from '../../src/client/features/instant-games/format';
import type { CaptureScene } from '../../src/client/features/streamer/embed/capture-scenes';
import type { DiceCommands } from './bus';

/** A stream's dice roll: the marker on the bet's own target, then its roll. */
export const diceCaptureScene: CaptureScene<DiceCommands> = {
  kind: 'dice',
  label: 'Dice roll',
  initial: [['dice:preview', { target: 5000, direction: 'over' }]],
  stateFor: (bet) =>
    bet.game === 'dice'
      ? [['dice:preview', { target: bet.outcome.target, direction: bet.outcome.direction }]]
      : [],
  playFor: (bet, pace) => {
    if (bet.game !== 'dice') throw new Error('not a dice bet');
    const { roll, target, direction, win } = bet.outcome;
    return ['dice:roll', { id: bet.id, roll, target, direction, win, pace }];
  },
  landedText: (bet) => (bet.game === 'dice' ? `Roll ${formatPoints(bet.outcome.roll)}` : ''),
  limitMs: 6_000,
};
