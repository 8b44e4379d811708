import type { Tx } from '../../db/transaction';
import { conflict } from '../errors';
import type { Wallet } from '../wallet';

/**
 * Who pays for an opening. `balance`: the player, as every opening so far. `free`: a free
 * case (from the inventory, once it exists): the promotions account pays the price into
 * the player's balance in the opening's own transaction, and the bets stake it as usual,
 * so the opening is the same bet, verifiable the same way, and the player is never debited.
 * `grantId` names the free case; it can pay for one opening request only. `onFunded` runs
 * in the opening's transaction once funded: what gave the free case records its use there
 * (a daily case its claim), so the record and the opening commit or roll back together.
 */
export type OpeningFunding =
  { kind: 'balance' } | { kind: 'free'; grantId: string; onFunded?: (tx: Tx) => Promise<void> };

export const PAID_BY_BALANCE: OpeningFunding = { kind: 'balance' };

/** Funds a free opening before its bets stake; nothing to do for a paid one. */
export async function fundOpening(
  tx: Tx,
  wallet: Wallet,
  opening: { userId: string; caseId: string; total: number; funding: OpeningFunding },
): Promise<void> {
  const { funding } = opening;
  if (funding.kind === 'balance') return;
  const moved = await wallet.move(tx, {
    userId: opening.userId,
    amount: opening.total,
    counterparty: 'promo',
    kind: 'free-case',
    reference: opening.caseId,
    idempotencyKey: `free-case:${funding.grantId}`,
  });
  // A replay moved nothing: without this the bets would stake the player's own gems.
  if (moved.replayed) throw conflict('FREE_CASE_USED', 'This free case was already opened');
  await funding.onFunded?.(tx);
}
