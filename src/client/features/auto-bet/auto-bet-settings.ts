import { z } from 'zod';
import { parseGemsInput } from '../instant-games/bet-amount';
import type { AutoBetSettings, StakeChange } from './auto-bet-strategy';

// The auto-bet fields as typed (text, like the amount field) checked and turned into the
// strategy's settings: counts as whole numbers, percentages and amounts in hundredths.

/** The most bets a counted run may place (0 is "until stopped"). */
export const AUTO_BETS_MAX = 100_000;
/** The largest increase: 10000% (hundredths of a percent). */
export const PERCENT_MAX = 1_000_000;

/** "12.5" -> 1250 (hundredths of a percent); null for anything else. */
export function parsePercentInput(text: string): number | null {
  const match = /^(\d{1,5})(?:\.(\d{0,2}))?$/.exec(text.trim().replace(/%$/, '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const betsField = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/, { error: 'Enter a whole number of bets (0 for no end)' })
  .transform(Number)
  .refine((n) => n <= AUTO_BETS_MAX, { error: `At most ${AUTO_BETS_MAX} bets` });

const percentField = z
  .string()
  .refine((text) => parsePercentInput(text) !== null, { error: 'Enter a percentage, e.g. 100' })
  .transform((text) => parsePercentInput(text) ?? 0)
  .refine((n) => n <= PERCENT_MAX, { error: 'At most 10000%' });

/** A gem amount where empty or 0 means "off". */
const limitField = z
  .string()
  .trim()
  .refine((text) => text === '' || parseGemsInput(text) !== null, {
    error: 'Enter an amount in gems, or leave empty',
  })
  .transform((text) => (text === '' ? 0 : (parseGemsInput(text) ?? 0)));

const changeKind = z.enum(['reset', 'increase']);

export const autoBetSettingsSchema = z
  .object({
    bets: betsField,
    onWin: changeKind,
    onWinPercent: z.string(),
    onLoss: changeKind,
    onLossPercent: z.string(),
    stopOnProfit: limitField,
    stopOnLoss: limitField,
  })
  .superRefine((values, context) => {
    // A percentage only matters (and is only checked) when it increases the stake.
    for (const side of ['onWin', 'onLoss'] as const) {
      if (values[side] !== 'increase') continue;
      const checked = percentField.safeParse(values[`${side}Percent`]);
      if (!checked.success)
        context.addIssue({
          code: 'custom',
          path: [`${side}Percent`],
          message: checked.error.issues[0]?.message ?? 'Enter a percentage',
        });
    }
  })
  .transform((values): AutoBetSettings => {
    const change = (kind: 'reset' | 'increase', percent: string): StakeChange =>
      kind === 'reset' ? { kind } : { kind, percent: parsePercentInput(percent) ?? 0 };
    return {
      bets: values.bets,
      onWin: change(values.onWin, values.onWinPercent),
      onLoss: change(values.onLoss, values.onLossPercent),
      stopOnProfit: values.stopOnProfit,
      stopOnLoss: values.stopOnLoss,
    };
  });

export type AutoBetSettingsInput = z.input<typeof autoBetSettingsSchema>;

export const DEFAULT_AUTO_BET_SETTINGS: AutoBetSettingsInput = {
  bets: '10',
  onWin: 'reset',
  onWinPercent: '100',
  onLoss: 'reset',
  onLossPercent: '100',
  stopOnProfit: '',
  stopOnLoss: '',
};
