import { z } from 'zod';
import { BET_MAX, BET_MIN, balanceSchema, formatGems } from '../../src/shared/money';
import { UPGRADE_STAKE_ITEMS_MAX } from './core/itemStake';
import { UPGRADE_DIRECTIONS } from './core/limits';

// The Skin Upgrader's bet as a player sends it: the schema the server checks it with and the
// page checks it with before sending. Apart from the manifest (game.ts) and the contract, so
// the page loads no other game's rules.

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
