import type { AdminCryptoCashierRow, AdminSkinDeposit } from '../../../../shared/contract';
import { formatAmount } from '../../../ui/amount';

/**
 * A row of the cashier's lists: a crypto deposit or withdrawal (the withdrawal queues send no
 * `held`), or a skin deposit; `method` tells which.
 */
export type CashierTableRow =
  (Omit<AdminCryptoCashierRow, 'held'> & { held?: number }) | AdminSkinDeposit;

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the row's money was: "Withdrawal", "Crypto deposit" or "Skin deposit". */
export const kindText = (row: CashierTableRow) =>
  row.kind === 'WITHDRAWAL'
    ? 'Withdrawal'
    : row.method === 'SKINS'
      ? 'Skin deposit'
      : 'Crypto deposit';

/** "0.00125 BTC", or the skins with their catalogue values: "2 skins: AK-47 | … (24.00), …". */
export function paidWithText(row: CashierTableRow): string {
  if (row.method !== 'SKINS') return `${row.coinAmount} ${row.symbol}`;
  const skins = row.items.map((skin) => `${skin.marketName} (${formatAmount(skin.value)})`);
  return `${row.items.length === 1 ? '1 skin' : `${row.items.length} skins`}: ${skins.join(', ')}`;
}

/** The end of a skin deposit's trade protection while it lasts (a reversal may still come). */
export function protectedUntilOf(row: CashierTableRow, now = Date.now()): string | null {
  if (row.method !== 'SKINS' || !row.protectedUntil) return null;
  return new Date(row.protectedUntil).getTime() > now ? row.protectedUntil : null;
}
