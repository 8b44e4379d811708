import { z } from 'zod';
import { balanceSchema, ledgerPositionSchema, signedAmountSchema } from '../money';
import { httpCall } from './define';
import { textSchema, userIdSchema } from './common';

export const adminAdjustBalanceBody = z
  .object({
    userId: userIdSchema,
    /** Signed hundredths: positive credits, negative debits. */
    amount: signedAmountSchema,
    reason: textSchema({ error: 'Reason must be a string' })
      .trim()
      .min(3, { error: 'Reason must be at least 3 characters' })
      .max(200, { error: 'Reason must be at most 200 characters' }),
  })
  .strict();
export type AdminAdjustBalanceBody = z.infer<typeof adminAdjustBalanceBody>;

export const adminCalls = {
  adminAdjustBalance: httpCall({
    method: 'POST',
    path: '/admin/wallet/adjust',
    summary: "Credit or debit a user's balance (admins), recorded in the ledger with the reason",
    auth: true,
    permission: 'wallet.adjust',
    body: adminAdjustBalanceBody,
    response: z.object({ balance: balanceSchema, ledgerPosition: ledgerPositionSchema }),
  }),
};
