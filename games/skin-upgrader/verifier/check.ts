import { z } from 'zod';
import { skinUpgraderDirectionSchema } from '../../../src/shared/contract/instantGames';
import { amountSchema } from '../../../src/shared/money';
import {
  STAKED_SKINS_MAX_TEXT,
  parseStakedSkins,
} from '../../../src/client/features/fairness/staked-skins';
import {
  verifierSeedFields,
  type VerifierOwnFields,
} from '../../../src/client/features/fairness/verifier-schema';
import { parseGemsInput } from '../../../src/client/features/instant-games/bet-amount';
import { quoteUpgrade } from '../core';

// What the Skin Upgrader verifier checks: its form's own fields, read with the shared contract's
// schemas, and the numbers the game's core takes.

/**
 * Upgrades: the seeds, the stake (the bet's amount), the skin's price when bet and the
 * direction; the chance follows from the stake and price exactly as the server quoted it.
 */
export const skinUpgraderVerifierSchema = z
  .object({
    ...verifierSeedFields,
    price: z
      .string()
      .trim()
      .refine((text) => parseGemsInput(text) !== null, {
        error: 'Enter the skin’s price in gems, e.g. 30.00',
      })
      .transform((text) => parseGemsInput(text) ?? 0)
      .pipe(amountSchema),
    direction: skinUpgraderDirectionSchema,
    /** The skin's name, for the result's words only. */
    item: z.string().trim().max(128, { error: 'The name may be at most 128 characters' }),
    /** The skins staked and their values (staked-skins.ts): part of the stake, shown. */
    skins: z
      .string()
      .max(STAKED_SKINS_MAX_TEXT, { error: 'The list of skins is too long' })
      .default('')
      .refine((text) => parseStakedSkins(text) !== null, {
        error: 'Write each skin and its value, separated by semicolons: AK-47 | Redline 30.00',
      })
      .transform((text) => parseStakedSkins(text) ?? []),
  })
  .superRefine((values, ctx) => {
    // A field refused above already says what is wrong with it.
    if (!Number.isSafeInteger(values.price) || values.price <= 0) return;
    if (!Number.isSafeInteger(values.amount) || values.amount <= 0) return;
    const terms = quoteUpgrade(values.amount, values.price);
    if (!terms.ok) ctx.addIssue({ code: 'custom', message: terms.message, path: ['price'] });
    if (!Array.isArray(values.skins)) return;
    const skins = values.skins.reduce((sum, skin) => sum + skin.price, 0);
    if (skins > values.amount)
      ctx.addIssue({
        code: 'custom',
        message: 'The skins are worth more than the stake: the stake is the skins and the gems',
        path: ['skins'],
      });
  });

/** The skin's price when bet (a link gives hundredths), the direction, its name, the skins staked. */
export const skinUpgraderVerifierFields: VerifierOwnFields = {
  price: { hundredths: '30.00' },
  direction: 'over',
  item: '',
  skins: '',
};
