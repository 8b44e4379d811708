import { z } from 'zod';
import { diceChoiceError } from '../../../../games/dice/core';
import { quoteUpgrade } from '../../../../games/skin-upgrader/core';
import { caseSlugSchema } from '../../../shared/contract/cases';
import { hex64Schema } from '../../../shared/contract/common';
import { clientSeedSchema, nonceSchema } from '../../../shared/contract/fairness';
import {
  diceBetBodySchema,
  diceDirectionSchema,
  minesStartBodySchema,
  plinkoBetBodySchema,
  plinkoRiskSchema,
  skinUpgraderDirectionSchema,
} from '../../../shared/contract/instantGames';
import { amountSchema } from '../../../shared/money';
import { formatGemsInput, parseGemsInput } from '../instant-games/bet-amount';
import { STAKED_SKINS_MAX_TEXT, parseStakedSkins } from './staked-skins';

// The verifier forms: text fields checked with the shared contract's own schemas, giving
// the numbers the cores take. Query parameters (from "Verify" links) fill the same fields.

const hundredthsText = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => /^\d{1,3}(\.\d{1,2})?$/.test(text), { error: message })
    .transform((text) => Math.round(Number(text) * 100));

/** The fields every verifier form shares (the seeds, the nonce, the amount): a game's own schema adds its choice. */
export const verifierSeedFields = {
  /** Any text: our seeds are 64 hex characters, but public test vectors use others. */
  serverSeed: z
    .string()
    .trim()
    .min(1, { error: 'Paste the revealed server seed' })
    .max(128, { error: 'The server seed may be at most 128 characters' }),
  serverSeedHash: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), hex64Schema])),
  clientSeed: clientSeedSchema,
  nonce: z
    .string()
    .trim()
    .refine((text) => /^\d{1,10}$/.test(text), { error: 'The nonce is a whole number from 0' })
    .transform(Number)
    .pipe(nonceSchema),
  amount: z
    .string()
    .trim()
    .refine((text) => parseGemsInput(text) !== null, {
      error: 'Enter the bet amount in gems, e.g. 1.00',
    })
    .transform((text) => parseGemsInput(text) ?? 0)
    .pipe(amountSchema),
};

export const diceVerifierSchema = z
  .object({
    ...verifierSeedFields,
    target: hundredthsText('Enter the target from 0.01 to 99.99, e.g. 50.50').pipe(
      diceBetBodySchema.shape.target,
    ),
    direction: diceDirectionSchema,
  })
  .superRefine((values, ctx) => {
    const error = diceChoiceError(values.target, values.direction);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['target'] });
  });

/** Dice's own fields: the target (a link gives hundredths) and the direction. */
export const diceVerifierFields: VerifierOwnFields = {
  target: { hundredths: '50.50' },
  direction: 'over',
};

export const plinkoVerifierSchema = z.object({
  ...verifierSeedFields,
  rows: z.coerce.number().pipe(plinkoBetBodySchema.shape.rows),
  risk: plinkoRiskSchema,
});

export const plinkoVerifierFields: VerifierOwnFields = { rows: '16', risk: 'medium' };

export const minesVerifierSchema = z.object({
  ...verifierSeedFields,
  mines: z.coerce.number().pipe(minesStartBodySchema.shape.mines),
});

export const minesVerifierFields: VerifierOwnFields = { mines: '3' };

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

/** Case openings: the seeds and which case; the price is the case's, so no amount. */
export const caseVerifierSchema = z.object({
  serverSeed: verifierSeedFields.serverSeed,
  serverSeedHash: verifierSeedFields.serverSeedHash,
  clientSeed: verifierSeedFields.clientSeed,
  nonce: verifierSeedFields.nonce,
  case: caseSlugSchema,
});

export const caseVerifierFields: VerifierOwnFields = { case: 'recoil-case' };

/** The fields every verifier form holds, as text (the seeds, the nonce, the stake). */
export interface SeedFormText {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  amount: string;
}

/** A verifier form's text: the shared fields and the game's own, named by its verifier. */
export type VerifierFormText = SeedFormText & Record<string, string>;

/**
 * A game's own fields in its verifier form, each with its text when a link does not fill
 * it. `{ hundredths }` marks one a link gives in whole hundredths ("5050" shows "50.50").
 */
export type VerifierOwnFields = Readonly<Record<string, string | { hundredths: string }>>;

const SEED_DEFAULTS: SeedFormText = {
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '0',
  amount: '1.00',
};

/** A whole number of hundredths from the query, as the form's text ("5050" -> "50.50"). */
function hundredthsParam(value: string | null): string | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  return formatGemsInput(Number(value));
}

/** The form's starting text: the link's query where given, defaults elsewhere. */
export function verifierDefaults(
  query: URLSearchParams,
  own: VerifierOwnFields = {},
): VerifierFormText {
  const text = (key: string) => query.get(key)?.trim() || undefined;
  const values: VerifierFormText = {
    serverSeed: text('serverSeed') ?? SEED_DEFAULTS.serverSeed,
    serverSeedHash: text('serverSeedHash') ?? SEED_DEFAULTS.serverSeedHash,
    clientSeed: text('clientSeed') ?? SEED_DEFAULTS.clientSeed,
    nonce: text('nonce') ?? SEED_DEFAULTS.nonce,
    amount: hundredthsParam(query.get('amount')) ?? SEED_DEFAULTS.amount,
  };
  for (const [key, field] of Object.entries(own)) {
    values[key] =
      typeof field === 'string'
        ? (text(key) ?? field)
        : (hundredthsParam(query.get(key)) ?? field.hundredths);
  }
  return values;
}

/** A link with the seeds and the nonce: worth computing at once, without a click. */
export function hasSeeds(values: VerifierFormText): boolean {
  return Boolean(values.serverSeed && values.clientSeed && values.nonce);
}
