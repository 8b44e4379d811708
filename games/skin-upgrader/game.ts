import { z } from 'zod';
import { BET_MAX, BET_MIN, balanceSchema, formatGems } from '../../src/shared/money';
import { CASE_RARITIES } from '../../src/shared/rarities';
import type { HeldItem, InstantGameManifest, PricedItem } from '../manifest';
import { paced } from '../pace';
import tuning from './tuning.json';
import {
  UPGRADE_CHANCE_MAX,
  UPGRADE_CHANCE_MIN,
  UPGRADE_CHANCE_SCALE,
  UPGRADE_DIRECTIONS,
  UPGRADE_STAKE_ITEMS_MAX,
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

export const skinUpgraderDirectionSchema = z.enum(UPGRADE_DIRECTIONS, {
  error: 'Direction must be "under" or "over"',
});

const TARGET_ERROR = 'Target must be the id of a catalogue skin, e.g. "ak-47-redline"';

export const skinUpgraderTargetSchema = z
  .string({ error: TARGET_ERROR })
  .min(1, { error: TARGET_ERROR })
  .max(64, { error: 'Target is too long' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: TARGET_ERROR });

/** What a win delivers: the target's price in gems, or the target skin to the inventory. */
export const UPGRADE_WIN_AS = ['gems', 'skin'] as const;
export type UpgradeWinAs = (typeof UPGRADE_WIN_AS)[number];
export const skinUpgraderWinAsSchema = z.enum(UPGRADE_WIN_AS, {
  error: 'Win as must be "gems" or "skin"',
});

const STAKE_ITEM_ERROR = 'Each staked item must be the id of a skin in your inventory';

export const skinUpgraderBetBodySchema = z
  .object({
    /**
     * The most gems the player stakes, in hundredths, on top of any skins: lowered to the 75%
     * ceiling if the stake passes it. 0 only with skins.
     */
    amount: balanceSchema.refine((n) => n <= BET_MAX, {
      error: `The maximum bet is ${formatGems(BET_MAX)}`,
    }),
    /** The catalogue id of the skin to win. */
    target: skinUpgraderTargetSchema,
    direction: skinUpgraderDirectionSchema,
    /** Skins of the player's site inventory staked with the gems (their inventory ids). */
    items: z
      .array(z.uuid({ error: STAKE_ITEM_ERROR }), { error: STAKE_ITEM_ERROR })
      .max(UPGRADE_STAKE_ITEMS_MAX, {
        error: `Stake at most ${UPGRADE_STAKE_ITEMS_MAX} skins at once`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'A skin can be staked only once',
      })
      .optional(),
    /** Gems (the default) or the target skin itself on a win; chosen before the roll. */
    winAs: skinUpgraderWinAsSchema.optional(),
  })
  .strict()
  .refine((bet) => bet.amount >= BET_MIN || (bet.items?.length ?? 0) > 0, {
    error: `The minimum bet is ${formatGems(BET_MIN)}`,
    path: ['amount'],
  });
export type SkinUpgraderBetBody = z.infer<typeof skinUpgraderBetBodySchema>;

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
