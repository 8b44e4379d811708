import { z } from 'zod';
import { CASE_RARITIES } from '../../src/shared/rarities';
import type { HeldItem, InstantGameManifest, PricedItem } from '../manifest';
import { paced } from '../pace';
import tuning from './tuning.json';
import {
  UPGRADE_CHANCE_MAX,
  UPGRADE_CHANCE_MIN,
  UPGRADE_CHANCE_SCALE,
  type UpgradeDirection,
  quoteItemStake,
  quoteUpgrade,
  rollUpgrade,
  upgradeMultiplierE4,
  upgradeWins,
} from './core';
import { skinUpgraderMoments } from './core/moments';

// The Skin Upgrader's pure manifest (docs/games/skin-upgrader.md). The bet names a catalogue
// skin; the server prices it (the body carries no price) and the core turns the amount and
// that price into the stake and chance the bet settles on, kept with the bet row so the
// verifier needs nothing else. A stake is gems, skins of the player's site inventory (their
// ids; the server prices them from the catalogue), or both; `winAs` says before the roll
// whether a win delivers the target skin to the inventory or its price in gems.

import {
  type SkinUpgraderBetBody,
  skinUpgraderBetBodySchema,
  skinUpgraderDirectionSchema,
  skinUpgraderWinAsSchema,
} from './bet';

export {
  UPGRADE_WIN_AS,
  type SkinUpgraderBetBody,
  type UpgradeWinAs,
  skinUpgraderBetBodySchema,
  skinUpgraderDirectionSchema,
  skinUpgraderTargetSchema,
  skinUpgraderWinAsSchema,
} from './bet';

/** The target as the bet saw it: its price is the server's, at the moment of the bet. */
export const skinUpgraderTargetItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  rarity: z.enum(CASE_RARITIES),
  /** Hundredths of a gem: what a win pays. */
  price: z.number().int().positive(),
});

export const skinUpgraderOutcomeSchema = z.object({
  target: skinUpgraderTargetItemSchema,
  direction: skinUpgraderDirectionSchema,
  /** Units of 2^-32: the win chance after the clamp (1% .. 75%). */
  chance: z.number().int().min(UPGRADE_CHANCE_MIN).max(UPGRADE_CHANCE_MAX),
  /** 0 .. 2^32 - 1: the first float of the bet's stream x 2^32. */
  roll: z
    .number()
    .int()
    .min(0)
    .max(UPGRADE_CHANCE_SCALE - 1),
  win: z.boolean(),
  /** A stake of skins: the gems and each skin with its catalogue value at the bet. */
  stake: z
    .object({
      gems: z.number().int().min(0),
      items: z.array(
        z.object({
          /** The skin's inventory id. */
          id: z.uuid(),
          /** Its catalogue id. */
          item: z.string(),
          name: z.string(),
          /** Hundredths: its catalogue value when it was staked. */
          price: z.number().int().positive(),
        }),
      ),
    })
    .optional(),
  /** Set when the player chose the skin itself on a win (else the win is paid in gems). */
  winAs: skinUpgraderWinAsSchema.optional(),
});
export type SkinUpgraderOutcome = z.infer<typeof skinUpgraderOutcomeSchema>;

/** What a bet settles on once priced: kept with the bet row, all the verifier needs. */
export interface SkinUpgraderChoice {
  target: PricedItem;
  chance: number;
  direction: UpgradeDirection;
  /** Only when skins are staked: the stake's parts (their sum is the bet's amount). */
  stake?: { gems: number; items: HeldItem[] };
  /** Only when the skin itself is chosen on a win. */
  winAs?: 'skin';
}

/** The Skin Upgrader: a chance at a pricier skin, paid its price on a win. */
export const skinUpgraderGame: InstantGameManifest<
  'skin-upgrader',
  SkinUpgraderBetBody,
  SkinUpgraderOutcome,
  SkinUpgraderChoice
> = {
  kind: 'skin-upgrader',
  name: 'Skin Upgrader',
  location: 'SKIN_UPGRADER',
  houseEdgeBps: 1000,
  moments: skinUpgraderMoments,
  play: 'instant',
  summary: 'Upgrade a stake into a pricier skin: win its price with the chance the stake buys',
  bet: skinUpgraderBetBodySchema,
  outcomeSchema: skinUpgraderOutcomeSchema,
  pricedBet: {
    items: (bet) => [bet.target],
    heldItems: (bet) => bet.items ?? [],
    keepsWonItem: (choice) => choice.winAs === 'skin',
    price(bet, items, held = []) {
      const target = items.get(bet.target);
      if (!target) {
        return { ok: false, code: 'UNKNOWN_ITEM', message: `There is no skin "${bet.target}"` };
      }
      const { id, name, rarity, price } = target;
      const winAs = bet.winAs === 'skin' ? { winAs: 'skin' as const } : {};
      if (held.length === 0) {
        const terms = quoteUpgrade(bet.amount, target.price);
        if (!terms.ok) return { ok: false, code: terms.code, message: terms.message };
        return {
          ok: true,
          amount: terms.stake,
          choice: {
            target: { id, name, rarity, price },
            chance: terms.chance,
            direction: bet.direction,
            ...winAs,
          },
        };
      }
      const terms = quoteItemStake(
        bet.amount,
        held.map((item) => item.price),
        target.price,
      );
      if (!terms.ok) return { ok: false, code: terms.code, message: terms.message };
      return {
        ok: true,
        amount: terms.stake,
        choice: {
          target: { id, name, rarity, price },
          chance: terms.chance,
          direction: bet.direction,
          stake: {
            gems: terms.gems,
            items: held.map(({ id, item, name, price }) => ({ id, item, name, price })),
          },
          ...winAs,
        },
      };
    },
  },
  outcome(seeds, { target, chance, direction, stake, winAs }) {
    const roll = rollUpgrade(seeds);
    return {
      target: target as SkinUpgraderOutcome['target'],
      direction,
      chance,
      roll,
      win: upgradeWins(roll, chance, direction),
      ...(stake ? { stake } : {}),
      ...(winAs ? { winAs } : {}),
    };
  },
  settle(amount, outcome) {
    if (!outcome.win) return { payout: 0, multiplierE4: 0 };
    const { price } = outcome.target;
    return { payout: price, multiplierE4: upgradeMultiplierE4(amount, price) };
  },
  // A win pays the target's price, whatever the stake.
  bestPayout: (_amount, { target }) => target.price,
  // The scene lands when the needle stops on the roll.
  revealMs: (_outcome, pace) => paced(tuning.durations.spin, pace),
  longestRevealMs: tuning.durations.spin,
  // A win hands over the target skin: every item won is a live drop.
  wonItem: (outcome) => (outcome.win ? outcome.target : null),
};
