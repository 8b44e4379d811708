import type { GameViewer, ViewerContext } from '../engine/viewerTypes';
import type { SkinUpgraderCommands } from './bus';
import {
  UPGRADE_CHANCE_SCALE,
  quoteUpgrade,
  rollUpgrade,
  upgradeWinningRange,
  upgradeWins,
} from './core';
import tuning from './tuning.json';
import { skinUpgraderTimeline } from './viewerTimeline';

// The Skin Upgrader in the scene viewer: the chance a typed stake buys at a typed price (the real
// core, clamp included), rolls typed in or drawn by the core from a seed, and near misses on
// a button.

type Direction = 'under' | 'over';

function terms({ values }: ViewerContext<SkinUpgraderCommands>) {
  const stake = Math.round(Number.parseFloat(values.stake ?? '') * 100);
  const price = Math.round(Number.parseFloat(values.price ?? '') * 100);
  if (!(stake > 0 && price > 0)) throw new Error('Stake and price are amounts in gems, e.g. 10.00');
  const quote = quoteUpgrade(stake, price);
  if (!quote.ok) throw new Error(quote.message);
  const direction: Direction = values.direction === 'over' ? 'over' : 'under';
  return { chance: quote.chance, direction };
}

function spin(context: ViewerContext<SkinUpgraderCommands>, roll: number): void {
  const { chance, direction } = terms(context);
  context.bus.emit('skin-upgrader:spin', {
    id: context.nextId(),
    roll,
    chance,
    direction,
    win: upgradeWins(roll, chance, direction),
  });
}

/** The typed roll (a share of the turn, 0 to 1), or one drawn by the core from the seed. */
function rollOf(context: ViewerContext<SkinUpgraderCommands>): number {
  const typed = context.values.roll?.trim() ?? '';
  if (typed === '') {
    const seeds = {
      serverSeed: context.values.seed ?? '',
      clientSeed: 'viewer',
      nonce: context.nextNonce(),
    };
    return rollUpgrade(seeds);
  }
  const share = Number.parseFloat(typed);
  if (!(share >= 0 && share < 1))
    throw new Error('A roll is a share of the turn, from 0 to below 1');
  return Math.floor(share * UPGRADE_CHANCE_SCALE);
}

export const viewer: GameViewer<SkinUpgraderCommands> = {
  scene: 'skin-upgrader',
  title: 'Skin Upgrader',
  tuning,
  fields: [
    { key: 'stake', label: 'Stake', initial: '10.00', hint: 'gems' },
    { key: 'price', label: 'Target price', initial: '40.00', hint: 'gems' },
    { key: 'direction', label: 'Direction', options: ['under', 'over'], initial: 'under' },
    { key: 'roll', label: 'Roll', initial: '', hint: '0 to below 1; empty: drawn by the core' },
    { key: 'seed', label: 'Server seed', initial: 'viewer' },
  ],
  setup(context) {
    context.bus.emit('skin-upgrader:preview', terms(context));
  },
  actions: [
    {
      label: 'Preview chance',
      run: (context) => context.bus.emit('skin-upgrader:preview', terms(context)),
    },
    { label: 'Spin', run: (context) => spin(context, rollOf(context)) },
    {
      label: 'Near miss (just out)',
      run: (context) => {
        const { chance, direction } = terms(context);
        const { from, to } = upgradeWinningRange(chance, direction);
        spin(context, direction === 'under' ? to : from - 1);
      },
    },
    {
      label: 'Near miss (just in)',
      run: (context) => {
        const { chance, direction } = terms(context);
        const { from, to } = upgradeWinningRange(chance, direction);
        spin(context, direction === 'under' ? to - 1 : from);
      },
    },
    {
      label: 'Spin 5 in a row',
      run: (context) => {
        for (let i = 0; i < 5; i++) setTimeout(() => spin(context, rollOf(context)), i * 400);
      },
    },
  ],
  timeline: skinUpgraderTimeline,
};
