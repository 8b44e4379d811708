import type { TimelineRequest, TimelineRound } from '../engine/viewerTypes';
import type { SkinUpgraderCommands } from './bus';
import { UPGRADE_CHANCE_SCALE, quoteUpgrade, rollUpgrade, upgradeWins } from './core';

// The Skin Upgrader's fake rounds for the scene viewer's timeline: upgrades of the viewer's stake
// to its target price, at the chance the upgrade core quotes, each roll drawn by the core
// from the seed (nonce 0, 1, ...).

export function skinUpgraderTimeline({
  values,
  seed,
  count,
  prefix,
}: TimelineRequest): TimelineRound<SkinUpgraderCommands>[] {
  const stake = Math.round(Number.parseFloat(values.stake ?? '10.00') * 100);
  const price = Math.round(Number.parseFloat(values.price ?? '40.00') * 100);
  if (!(stake > 0 && price > 0)) throw new Error('Stake and price are amounts in gems, e.g. 10.00');
  const quote = quoteUpgrade(stake, price);
  if (!quote.ok) throw new Error(quote.message);
  const { chance } = quote;
  const direction = values.direction === 'over' ? 'over' : 'under';
  const percent = ((100 * chance) / UPGRADE_CHANCE_SCALE).toFixed(2);
  return Array.from({ length: count }, (_, nonce) => {
    const roll = rollUpgrade({ serverSeed: seed, clientSeed: 'viewer', nonce });
    const win = upgradeWins(roll, chance, direction);
    return {
      label: `${percent}% ${direction}: ${win ? 'upgraded' : 'lost'}`,
      steps: [
        { command: { type: 'skin-upgrader:preview', payload: { chance, direction } } },
        {
          command: {
            type: 'skin-upgrader:spin',
            payload: { id: `${prefix}spin-${nonce}`, roll, chance, direction, win },
          },
        },
      ],
    };
  });
}
