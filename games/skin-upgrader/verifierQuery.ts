import { formatStakedSkins } from '../../src/client/features/fairness/staked-skins';
import type { InstantOutcome } from '../manifest.client';

/**
 * A settled upgrade's "Verify" link: the skin's price when bet and its name, the direction,
 * and the skins staked with their values when any (the stake is the link's amount).
 */
export const skinUpgraderVerifierQuery = (outcome: InstantOutcome<'skin-upgrader'>) => ({
  price: outcome.target.price,
  item: outcome.target.name,
  direction: outcome.direction,
  ...(outcome.stake ? { skins: formatStakedSkins(outcome.stake.items) } : {}),
});
