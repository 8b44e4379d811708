// The quoting parts of the core, not its index: the page never rolls, so it loads no fair
// stream (its hashing is a chunk of its own).
import { formatUpgradeChance, formatUpgradeRoll } from '../core/chance';
import { quoteItemStake } from '../core/itemStake';
import { quoteUpgrade, type UpgradeQuote } from '../core/quote';
import { formatGems, type Hundredths } from '../../../src/shared/money';
import type { CaseRarity } from '../../../src/shared/rarities';
import { formatMultiplierX, fromE4 } from '../../../src/client/features/instant-games/format';

/** The target the player picked, as the catalogue listed it. */
export interface UpgradeTarget {
  id: string;
  name: string;
  rarity: CaseRarity;
  /** Its picture's site address, or null: the page draws it either way (CaseArt). */
  image: string | null;
  /** Hundredths; the server prices the bet itself and keeps the price it used. */
  price: Hundredths;
}

/** What the panel shows for the amount typed and the skin picked, from the game's own core. */
export type UpgradeTermsView =
  | { state: 'empty'; message: string }
  | { state: 'refused'; message: string; minStake: Hundredths | null }
  | {
      state: 'ready';
      quote: Extract<UpgradeQuote, { ok: true }> & {
        /** The gems staked on top of the skins (the whole stake without skins). */
        gems: Hundredths;
      };
      /** "33.33%" */
      chance: string;
      /** "3.00x": the target price over the stake (what a win is worth in stakes). */
      multiplier: string;
      /** Set when the stake was lowered to the 75% ceiling. */
      note: string | null;
    };

/**
 * The live terms: the same quote the server settles with (chance = stake / price x 0.90,
 * clamped to 1-75%, the stake resized to stay within it), worded for the panel. `skins` are
 * the values of the inventory skins staked with the gems: the stake is their sum plus the
 * gems, and at the ceiling only the gems are lowered (games/skin-upgrader/core/itemStake.ts).
 */
export function upgradeTerms(
  amount: Hundredths | null,
  target: UpgradeTarget | null,
  skins: readonly Hundredths[] = [],
): UpgradeTermsView {
  if (!target) return { state: 'empty', message: 'Pick a skin to see your chance.' };
  if (skins.length > 0) return skinStakeTerms(amount ?? 0, target, skins);
  if (amount === null || amount <= 0) return { state: 'empty', message: 'Enter your stake.' };
  const quote = quoteUpgrade(amount, target.price);
  if (!quote.ok)
    return { state: 'refused', message: quote.message, minStake: quote.minStake ?? null };
  return {
    state: 'ready',
    quote: { ...quote, gems: quote.stake },
    chance: formatUpgradeChance(quote.chance),
    multiplier: formatMultiplierX(fromE4(quote.multiplierE4)),
    note: quote.resized
      ? `Stake lowered to ${formatGems(quote.stake)}: 75% is the highest chance`
      : null,
  };
}

function skinStakeTerms(
  gems: Hundredths,
  target: UpgradeTarget,
  skins: readonly Hundredths[],
): UpgradeTermsView {
  const quote = quoteItemStake(gems, skins, target.price);
  if (!quote.ok)
    return {
      state: 'refused',
      message: quote.message,
      // The gems that, with the skins, reach 1%.
      minStake:
        'minStake' in quote && quote.minStake !== undefined
          ? Math.max(1, quote.minStake - skins.reduce((sum, value) => sum + value, 0))
          : null,
    };
  return {
    state: 'ready',
    quote,
    chance: formatUpgradeChance(quote.chance),
    multiplier: formatMultiplierX(fromE4(quote.multiplierE4)),
    note: quote.resized
      ? `Gems lowered to ${formatGems(quote.gems)}: 75% is the highest chance`
      : null,
  };
}

/** The chance a stake buys at a price for a list row ("12.50%"), or null when refused. */
export function rowChance(amount: Hundredths | null, price: Hundredths | null): string | null {
  if (amount === null || amount <= 0 || price === null || price <= 0) return null;
  const quote = quoteUpgrade(amount, price);
  return quote.ok ? formatUpgradeChance(quote.chance) : null;
}

/** A roll (units of 2^-32) as where it falls on the gauge: "37.2148" (percent of the turn). */
export function formatRoll(roll: number): string {
  return formatUpgradeRoll(roll).slice(0, -1);
}
