import type { Tx } from '../../../db/transaction';
import type { Wallet } from '../../wallet';
import { type DepositSplit, splitDeposit } from './depositHold';

/** The ledger kinds of the ways money comes in; each is a deposit for the wagering rule. */
export type DepositKind = 'crypto-deposit' | 'card-deposit' | 'skin-deposit';

export interface DepositCredit {
  split: DepositSplit;
  /** The REFERRAL bonus paid on what was credited. */
  bonus: number;
}

/**
 * Credits a deposit's gems as every way in does, in the caller's transaction: weighed against
 * self-exclusion and the deposit limits (depositHold.ts), the credited part from the cashier,
 * and the REFERRAL bonus on it from the promotions account. `key` names this credit once (a
 * deposit counted again in parts has a key per part), so a replay moves nothing twice.
 */
export async function creditDeposit(
  tx: Tx,
  wallet: Wallet,
  deposit: {
    userId: string;
    gems: number;
    kind: DepositKind;
    reference: string;
    key: string;
    bonusBps: number;
  },
): Promise<DepositCredit> {
  const { userId, kind, reference, key } = deposit;
  const split = await splitDeposit(tx, wallet, userId, deposit.gems);
  const bonus = Math.floor((split.credit * deposit.bonusBps) / 10_000);
  if (split.credit > 0)
    await wallet.move(tx, {
      userId,
      amount: split.credit,
      counterparty: 'cashier',
      kind,
      reference,
      idempotencyKey: `${kind}:${key}`,
    });
  if (bonus > 0)
    await wallet.move(tx, {
      userId,
      amount: bonus,
      counterparty: 'promo',
      kind: 'deposit-bonus',
      reference,
      idempotencyKey: `${kind}-bonus:${key}`,
    });
  return { split, bonus };
}
