import type { PromoReward } from '../../../shared/contract/promoCodes';
import { inventoryItemDefinition } from '../../../shared/inventory-items';
import { amountLabel } from '../../ui/amount';

/** "2.50 gems and 1 × Free case": what a code gave, in words. */
export function rewardText(reward: PromoReward): string {
  const parts = [
    ...(reward.amount > 0 ? [amountLabel(reward.amount)] : []),
    ...reward.items.map(
      ({ item, count }) => `${count} × ${inventoryItemDefinition(item)?.name ?? item}`,
    ),
  ];
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
