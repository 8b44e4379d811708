import { z } from 'zod';
import { hex64Schema } from '../../../shared/contract/common';
import { clientSeedSchema, nonceSchema } from '../../../shared/contract/fairness';
import { amountSchema } from '../../../shared/money';
import { formatGemsInput, parseGemsInput } from '../instant-games/bet-amount';

// The verifier forms' shared half: the seed fields every game's form holds, checked with the
// shared contract's own schemas, and how a "Verify" link's query fills a form. Each game's
// own fields and schema are in its folder (games/<game>/verifier/check.ts).

/** A number of points or gems with up to two decimals, as whole hundredths. */
export const hundredthsText = (message: string) =>
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
