import { z } from 'zod';
import { textSchema } from './common';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { httpCall } from './define';
import { tipIdempotencyKeySchema } from './rain';
import { publicUserSchema } from './users';

/** Who gets a tip: a user id or a username (any case). */
export const tipRecipientSchema = textSchema({ error: 'Recipient must be a user id or a username' })
  .trim()
  .min(1, { error: 'Choose who to tip' })
  .max(64, { error: 'Recipient is too long' });

export const tipUserBodySchema = z
  .object({
    recipient: tipRecipientSchema,
    amount: amountSchema,
    idempotencyKey: tipIdempotencyKeySchema,
  })
  .strict();
export type TipUserBody = z.infer<typeof tipUserBodySchema>;

export const tipsCalls = {
  tipUser: httpCall({
    method: 'POST',
    path: '/users/tip',
    summary:
      'Give gems from your balance to another player (large tips need 2FA; a replayed idempotencyKey answers the first tip)',
    auth: true,
    body: tipUserBodySchema,
    response: z.object({
      balance: balanceSchema,
      ledgerPosition: ledgerPositionSchema,
      recipient: publicUserSchema.pick({ id: true, username: true }),
    }),
  }),
};
