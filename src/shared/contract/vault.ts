import { z } from 'zod';
import { amountSchema, balanceSchema, ledgerPositionSchema } from '../money';
import { twoFactorCodeSchema } from './auth';
import { isoDateTimeSchema } from './common';
import { httpCall } from './define';

export const vaultSchema = z.object({
  /** Hundredths held in the vault, out of play. */
  balance: balanceSchema,
  /** Until when the vault refuses withdrawals; null when it is open. */
  lockedUntil: isoDateTimeSchema.nullable(),
  /** Whether the player has 2FA on: unlocking early needs it. */
  twoFactorEnabled: z.boolean(),
});
export type Vault = z.infer<typeof vaultSchema>;

/** A retry of the same move sends the same key, so it happens at most once. */
export const vaultMoveBodySchema = z
  .object({
    amount: amountSchema,
    idempotencyKey: z.uuid({ error: 'idempotencyKey must be a uuid' }),
  })
  .strict();
export type VaultMoveBody = z.infer<typeof vaultMoveBodySchema>;

const vaultMoveAnswer = z.object({
  vault: vaultSchema,
  balance: balanceSchema,
  ledgerPosition: ledgerPositionSchema,
});

export const vaultCalls = {
  getVault: httpCall({
    method: 'GET',
    path: '/vault',
    summary: 'What your vault holds and until when it is locked',
    auth: true,
    response: z.object({ vault: vaultSchema }),
  }),
  vaultDeposit: httpCall({
    method: 'POST',
    path: '/vault/deposit',
    summary: 'Move gems from your balance into your vault (allowed while locked)',
    auth: true,
    body: vaultMoveBodySchema,
    response: vaultMoveAnswer,
  }),
  vaultWithdraw: httpCall({
    method: 'POST',
    path: '/vault/withdraw',
    summary:
      'Move gems from your vault back to your balance: refused while locked; with 2FA on, needs a fresh code',
    auth: true,
    body: vaultMoveBodySchema,
    response: vaultMoveAnswer,
  }),
  lockVault: httpCall({
    method: 'POST',
    path: '/vault/lock',
    summary:
      'Lock your vault until a moment (up to 365 days ahead); a lock can be extended, shortened only by unlocking',
    auth: true,
    body: z.object({ until: isoDateTimeSchema }).strict(),
    response: z.object({ vault: vaultSchema }),
  }),
  unlockVault: httpCall({
    method: 'POST',
    path: '/vault/unlock',
    summary:
      'Unlock your vault before its time: needs 2FA on and a code typed for it (authenticator or backup), spent once',
    auth: true,
    body: z.object({ code: twoFactorCodeSchema }).strict(),
    response: z.object({ vault: vaultSchema }),
  }),
};
