import { shareOut } from './stillToWager';

/**
 * A part of what a holder (a player or a pool) holds of Steam's trade protection: gems of one
 * skin deposit, which may still be taken back until `until` (docs/money.md, "Skin deposits").
 */
export interface ProtectedLot {
  /** The skin deposit the gems came from. */
  deposit: string;
  /** Its protected_until. */
  until: Date;
  /** Hundredths, more than 0. */
  amount: number;
}

/** The latest end first, then by deposit: the order parts are taken in. */
function latestFirst(a: ProtectedLot, b: ProtectedLot): number {
  return b.until.getTime() - a.until.getTime() || a.deposit.localeCompare(b.deposit);
}

/**
 * The parts of `lots` that `amount` gems moving away take along: min(amount, all of them),
 * the latest-ending parts first, so the gems that leave wait the longest and what stays
 * behind ends no later than it would have.
 */
export function takeLots(lots: readonly ProtectedLot[], amount: number): ProtectedLot[] {
  const taken: ProtectedLot[] = [];
  let left = Math.max(0, amount);
  for (const lot of [...lots].sort(latestFirst)) {
    if (left <= 0) break;
    const part = Math.min(lot.amount, left);
    if (part > 0) taken.push({ ...lot, amount: part });
    left -= part;
  }
  return taken;
}

/** Adds parts of the same deposit together (several players' stakes into one pot). */
export function mergeLots(lots: readonly ProtectedLot[]): ProtectedLot[] {
  const byDeposit = new Map<string, ProtectedLot>();
  for (const lot of lots) {
    const seen = byDeposit.get(lot.deposit);
    if (seen) seen.amount += lot.amount;
    else byDeposit.set(lot.deposit, { ...lot });
  }
  return [...byDeposit.values()].filter((lot) => lot.amount > 0).sort(latestFirst);
}

/**
 * Splits each lot among `parts` of a `whole` (payouts out of a pool or a pot) in proportion,
 * by shareOut: a part that takes the whole takes every lot whole, and no lot gives more than
 * it holds. What no part takes (a bot's payout, what stays in a pool) is not handed out.
 */
export function shareLots(
  lots: readonly ProtectedLot[],
  parts: readonly number[],
  whole: number,
): ProtectedLot[][] {
  const shares: ProtectedLot[][] = parts.map(() => []);
  for (const lot of lots)
    shareOut(lot.amount, parts, whole).forEach((amount, i) => {
      if (amount > 0) shares[i]!.push({ ...lot, amount });
    });
  return shares;
}

/** When the last of the lots ends (null: none holds anything). */
export function protectedUntil(lots: readonly ProtectedLot[]): Date | null {
  let last: Date | null = null;
  for (const lot of lots) if (lot.amount > 0 && (!last || lot.until > last)) last = lot.until;
  return last;
}

export const totalOf = (lots: readonly ProtectedLot[]) =>
  lots.reduce((sum, lot) => sum + lot.amount, 0);
