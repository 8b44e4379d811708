import { z } from 'zod';
import { betAmountSchema } from '../../src/shared/money';
import { CASE_RARITIES } from '../../src/shared/rarities';
import type { InstantGameManifest, PricedItem } from '../manifest';
import { paced } from '../pace';
import tuning from './tuning.json';
import {
  UPGRADE_CHANCE_MAX,
  UPGRADE_CHANCE_MIN,
  UPGRADE_CHANCE_SCALE,
  UPGRADE_DIRECTIONS,
  type UpgradeDirection,
  quoteUpgrade,
  rollUpgrade,
  upgradeMultiplierE4,
  upgradeWins,
} from './core';

// The skin upgrader's pure manifest (docs/games/skin-upgrade.md). The bet names a catalogue
// skin; the server prices it (the body carries no price) and the core turns the amount and
// that price into the stake and chance the bet settles on, kept with the bet row so the
// verifier needs nothing else. Stakes are gems; inventory items join the body as a list of
// item ids once the inventory exists, priced the same way.

export const upgraderDirectionSchema = z.enum(UPGRADE_DIRECTIONS, {
  error: 'Direction must be "under" or "over"',
});

const TARGET_ERROR = 'Target must be the id of a catalogue skin, e.g. "ak-47-redline"';

export const upgraderTargetSchema = z
  .string({ error: TARGET_ERROR })
  .min(1, { error: TARGET_ERROR })
  .max(64, { error: 'Target is too long' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: TARGET_ERROR });

export const upgraderBetBodySchema = z
  .object({
    /** The most the player stakes, in hundredths: lowered to the 75% ceiling if it passes it. */
    amount: betAmountSchema,
    /** The catalogue id of the skin to win. */
    target: upgraderTargetSchema,
    direction: upgraderDirectionSchema,
  })
  .strict();
export type UpgraderBetBody = z.infer<typeof upgraderBetBodySchema>;

/** The target as the bet saw it: its price is the server's, at the moment of the bet. */
export const upgraderTargetItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  rarity: z.enum(CASE_RARITIES),
  /** Hundredths of a gem: what a win pays. */
  price: z.number().int().positive(),
});

export const upgraderOutcomeSchema = z.object({
  target: upgraderTargetItemSchema,
  direction: upgraderDirectionSchema,
  /** Units of 2^-32: the win chance after the clamp (1% .. 75%). */
  chance: z.number().int().min(UPGRADE_CHANCE_MIN).max(UPGRADE_CHANCE_MAX),
  /** 0 .. 2^32 - 1: the first float of the bet's stream x 2^32. */
  roll: z
    .number()
    .int()
    .min(0)
    .max(UPGRADE_CHANCE_SCALE - 1),
  win: z.boolean(),
});
export type UpgraderOutcome = z.infer<typeof upgraderOutcomeSchema>;

/** What a bet settles on once priced: kept with the bet row, all the verifier needs. */
export interface UpgraderChoice {
  target: PricedItem;
  chance: number;
  direction: UpgradeDirection;
}

/** The skin upgrader: a chance at a pricier skin, paid its price on a win. */
export const upgraderGame: InstantGameManifest<
  'skin-upgrade',
  UpgraderBetBody,
  UpgraderOutcome,
  UpgraderChoice
> = {
  kind: 'skin-upgrade',
  name: 'Skin Upgrader',
  houseEdgeBps: 1000,
  play: 'instant',
  route: 'upgrader',
  summary: 'Upgrade a stake into a pricier skin: win its price with the chance the stake buys',
  bet: upgraderBetBodySchema,
  outcomeSchema: upgraderOutcomeSchema,
  pricedBet: {
    items: (bet) => [bet.target],
    price(bet, items) {
      const target = items.get(bet.target);
      if (!target) {
        return { ok: false, code: 'UNKNOWN_ITEM', message: `There is no skin "${bet.target}"` };
      }
      const terms = quoteUpgrade(bet.amount, target.price);
      if (!terms.ok) return { ok: false, code: terms.code, message: terms.message };
      const { id, name, rarity, price } = target;
      return {
        ok: true,
        amount: terms.stake,
        choice: {
          target: { id, name, rarity, price },
          chance: terms.chance,
          direction: bet.direction,
        },
      };
    },
  },
  outcome(seeds, { target, chance, direction }) {
    const roll = rollUpgrade(seeds);
    return {
      target: target as UpgraderOutcome['target'],
      direction,
      chance,
      roll,
      win: upgradeWins(roll, chance, direction),
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
