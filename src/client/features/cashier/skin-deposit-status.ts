import type { SkinDeposit } from '../../../shared/contract/cashierSkins';
import { amountLabel } from '../../ui/amount';

/** Whether the panel should keep asking: the offer still waits on Steam. */
export const isWaiting = (deposit: Pick<SkinDeposit, 'status'>) =>
  deposit.status === 'PENDING' || deposit.status === 'SENT';

/** What the panel tells of a skin deposit. */
export function skinDepositWords(
  deposit: Pick<SkinDeposit, 'status' | 'amount' | 'bonus' | 'held' | 'reason' | 'gems'>,
): string {
  switch (deposit.status) {
    case 'PENDING':
      return 'Sending the trade offer…';
    case 'SENT':
      return `A trade offer is waiting for you on Steam: accept it to receive ${amountLabel(deposit.gems)}.`;
    case 'COMPLETED':
      return `Credited ${amountLabel(deposit.amount)}${deposit.bonus > 0 ? ` plus a bonus of ${amountLabel(deposit.bonus)}` : ''}.`;
    case 'HELD':
      return `${amountLabel(deposit.held)} held for review${deposit.reason ? `: ${deposit.reason}` : '.'}`;
    case 'DECLINED':
    case 'EXPIRED':
    case 'CANCELLED':
    case 'FAILED':
      return `${deposit.reason ?? 'The trade did not happen'}: nothing was deposited.`;
    case 'REVERSED':
      return deposit.reason ?? 'The trade was reversed on Steam.';
  }
}

/** The gems the chosen skins bring. */
export function chosenGems(
  items: ReadonlyArray<{ assetId: string; gems: number }>,
  chosen: ReadonlySet<string>,
) {
  return items.reduce((sum, item) => (chosen.has(item.assetId) ? sum + item.gems : sum), 0);
}
