import type { DiceCommands } from './bus';
import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import { diceChoiceError, diceWins, playDice } from './core';
import tuning from './tuning.json';
import { diceTimeline } from './viewerTimeline';

// Dice in the scene viewer: rolls typed in, or drawn from the real dice core with a seed.

function choice({ values }: ViewerContext<DiceCommands>) {
  const target = Math.round(Number.parseFloat(values.target ?? '') * 100);
  const direction = values.direction === 'under' ? 'under' : 'over';
  const error = diceChoiceError(target, direction);
  if (error) throw new Error(error);
  return { target, direction } as const;
}

function roll(context: ViewerContext<DiceCommands>): void {
  const { target, direction } = choice(context);
  const typed = context.values.roll?.trim() ?? '';
  let value: number;
  if (typed === '') {
    const seeds = {
      serverSeed: context.values.seed ?? '',
      clientSeed: 'viewer',
      nonce: context.nextNonce(),
    };
    value = playDice(seeds, 100, target, direction).roll;
  } else {
    value = Math.round(Number.parseFloat(typed) * 100);
    if (!(value >= 0 && value <= 10_000)) throw new Error('A roll is from 0.00 to 100.00');
  }
  context.bus.emit('dice:roll', {
    id: context.nextId(),
    roll: value,
    target,
    direction,
    win: diceWins(value, target, direction),
  });
}

export const viewer: GameViewer<DiceCommands> = {
  scene: 'dice',
  title: 'Dice',
  tuning,
  fields: [
    { key: 'target', label: 'Target', initial: '50.50', hint: '0.01 to 99.99' },
    { key: 'direction', label: 'Direction', options: ['over', 'under'], initial: 'over' },
    {
      key: 'roll',
      label: 'Roll',
      initial: '',
      hint: 'empty: drawn by the dice core from the seed',
    },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup(context) {
    context.bus.emit('dice:preview', choice(context));
  },
  actions: [
    {
      label: 'Preview target',
      run: (context) => context.bus.emit('dice:preview', choice(context)),
    },
    { label: 'Roll', run: roll },
    {
      label: 'Roll 5 in a row',
      run: (context) => {
        for (let i = 0; i < 5; i++) setTimeout(() => roll(context), i * 250);
      },
    },
  ],
  timeline: diceTimeline,
};
