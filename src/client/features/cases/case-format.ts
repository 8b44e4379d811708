import { CASE_RARITIES, type CaseDropItem } from '../../../shared/contract/cases';
import type { Hundredths } from '../../../shared/money';
import { formatAmount, gemUnit } from '../../ui/amount';
import type { Settlement } from '../session/balance-hold';
import type { OpenCaseAnswer } from './cases-api';

/** An item's chance: its tickets out of 100,000 as a percent with 3 decimals ("0.260%"). */
export function formatChance(tickets: number): string {
  const whole = Math.floor(tickets / 1000);
  const rest = tickets % 1000;
  return `${whole}.${String(rest).padStart(3, '0')}%`;
}

const rank = (item: Pick<CaseDropItem, 'rarity'>) => CASE_RARITIES.indexOf(item.rarity);

/** Rarest first; within a rarity the dearest first, then by name for a stable order. */
export function rarestFirst<T extends Pick<CaseDropItem, 'rarity' | 'price' | 'name'>>(
  items: readonly T[],
): T[] {
  return [...items].sort(
    (a, b) => rank(b) - rank(a) || b.price - a.price || a.name.localeCompare(b.name),
  );
}

/** "AK-47 | Redline worth 25.00 gems" */
function worth(item: Pick<CaseDropItem, 'name' | 'price'>): string {
  return `${item.name} worth ${formatAmount(item.price)} ${gemUnit(item.price)}`;
}

/** What the live region says once the reels stop. */
export function openedSentence(
  caseName: string,
  items: readonly Pick<CaseDropItem, 'name' | 'price'>[],
): string {
  const opened = items.length === 1 ? caseName : `${items.length} × ${caseName}`;
  const won = items.map(worth);
  const list = won.length > 1 ? `${won.slice(0, -1).join(', ')} and ${won.at(-1)}` : won[0];
  return `You opened ${opened} and won ${list ?? 'nothing'}`;
}

/** The items' total value in hundredths. */
export function itemsValue(items: readonly Pick<CaseDropItem, 'price'>[]): Hundredths {
  return items.reduce((sum, item) => sum + item.price, 0);
}

/**
 * The balance hold's settlement for an opening: every item's value is held under the
 * first opening's id until the reels stop, at the answer's ledger position.
 */
export function openingSettlement(answer: OpenCaseAnswer): Settlement {
  const first = answer.openings[0]!;
  return {
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: itemsValue(answer.openings.map((opening) => opening.item)),
    revealId: first.id,
  };
}
