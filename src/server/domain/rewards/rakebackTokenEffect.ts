import type { Inventory } from '../inventory';
import type { Rewards } from './rewards';

/** Using a rakeback token adds its hundredths to the player's claimable rakeback. */
export function registerRakebackTokenEffect(inventory: Inventory, rewards: Rewards): void {
  inventory.onConsume('rakeback-token', async (tx, use) => {
    const hundredths = use.item.rakeback ?? 0;
    if (hundredths <= 0) throw new Error(`${use.item.id} carries no rakeback`);
    await rewards.addClaimableRakeback(tx, use.userId, hundredths);
  });
}
