import { z } from 'zod';
import { diceBetBodySchema, diceDirectionSchema } from '../../../src/shared/contract/instantGames';
import {
  hundredthsText,
  verifierSeedFields,
  type VerifierOwnFields,
} from '../../../src/client/features/fairness/verifier-schema';
import { diceChoiceError } from '../core';

// What the dice verifier checks: its form's own fields, read with the shared contract's
// schemas, and the numbers the game's core takes.

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
