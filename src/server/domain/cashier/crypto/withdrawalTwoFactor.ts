import type { Database } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { AUTH_RULES, hitThrottle } from '../../accounts';
import { invalidTwoFactorCode, spendCode } from '../../accounts';
import { DomainError } from '../../errors';
import { TWO_FACTOR_OF } from './cryptoSql';

/** A withdrawal's 2FA: the attempt counted first (its own statement), then the code spent in the withdrawal's transaction. */
export interface WithdrawalCodeCheck {
  count(userId: string): Promise<void>;
  spend(tx: Tx, userId: string, code: string): Promise<void>;
}

/**
 * A withdrawal needs two-factor enabled and a fresh code typed with it: the code is spent
 * by the same conditional update as at login (a code works once, even under concurrency),
 * in the withdrawal's transaction, and counted against the account's 2FA attempts first.
 */
export function withdrawalTwoFactor(db: Database): WithdrawalCodeCheck {
  return {
    // Counted outside the transaction, so a refused code still counts.
    count: (userId) => hitThrottle(db, AUTH_RULES.twoFactorPerAccount, userId),
    spend: async (tx, userId, code) => {
      const [user] = await tx.query<{ secret: string | null; enabledAt: Date | null }>(
        TWO_FACTOR_OF,
        [userId],
      );
      if (!user?.enabledAt || !user.secret)
        throw new DomainError(
          'TWO_FACTOR_REQUIRED',
          'Turn on two-factor authentication to withdraw',
          403,
        );
      if (!(await spendCode(tx.db, userId, user.secret, code))) throw invalidTwoFactorCode();
    },
  };
}
