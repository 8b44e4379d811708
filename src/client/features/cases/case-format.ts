import type { CaseDropItem, CaseOpening } from '../../../shared/contract/cases';
import { CASE_RARITIES } from '../../../shared/rarities';
import type { Hundredths } from '../../../shared/money';
import { amountLabel, formatAmount, gemUnit } from '../../ui/amount';
import { formatMultiplierX, netTone, netWords, type BetResultWords } from '../instant-games/format';
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

/**
 * What the result line says (and the live region announces) once the reels stop: what was
 * paid, what came out, and the net, coloured by the net. Three cases for 7.50 that drop
 * 2.40 of items are a loss of 5.10, not a "win":
 * "You opened 3 × C for 7.50 gems and got … · 0.32x · −5.10 gems".
 */
export function openedResult(
  caseName: string,
  casePrice: Hundredths,
  items: readonly Pick<CaseDropItem, 'name' | 'price'>[],
  /** What the openings paid: the items' value, plus any hundredth of the price's rounding. */
  returned: Hundredths = itemsValue(items),
): BetResultWords {
  const opened = items.length === 1 ? caseName : `${items.length} × ${caseName}`;
  const got = items.map(worth);
  const list = got.length > 1 ? `${got.slice(0, -1).join(', ')} and ${got.at(-1)}` : got[0];
  const paid = casePrice * items.length;
  const net = returned - paid;
  // Floored like every multiplier shown, so it never overstates what came back.
  const multiplier = paid > 0 ? formatMultiplierX(returned / paid) : '';
  return {
    text: `You opened ${opened} for ${amountLabel(paid)} and got ${list ?? 'nothing'} · ${multiplier} · ${netWords(net)}`,
    tone: netTone(net),
  };
}

/** The items' total value in hundredths. */
export function itemsValue(items: readonly Pick<CaseDropItem, 'price'>[]): Hundredths {
  return items.reduce((sum, item) => sum + item.price, 0);
}

/** What openings paid in all: each item's value, plus any hundredth of the price's rounding. */
export function openingsPaid(openings: readonly Pick<CaseOpening, 'payout'>[]): Hundredths {
  return openings.reduce((sum, opening) => sum + opening.payout, 0);
}

/**
 * The balance hold's settlement for an opening: what every opening paid is held under the
 * first opening's id until the reels stop, at the answer's ledger position.
 */
export function openingSettlement(answer: OpenCaseAnswer): Settlement {
  const first = answer.openings[0]!;
  return {
    balance: answer.balance,
    ledgerPosition: answer.ledgerPosition,
    payout: openingsPaid(answer.openings),
    revealId: first.id,
  };
}
