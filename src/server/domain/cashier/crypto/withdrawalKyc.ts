import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { formatGems } from '../../../../shared/money';
import { DomainError } from '../../errors';
import { KYC_WINDOW_DAYS, kycLevelFor, kycThresholdOf } from '../deposits/kycLevels';
import type { CryptoCashierConfig } from './cryptoConfig';

// Refused and failed withdrawals were refunded: they took nothing out.
const WITHDRAWN_IN_WINDOW: Statement = {
  name: 'crypto_withdrawn_in_kyc_window',
  text: `SELECT coalesce(sum(amount), 0) AS total FROM crypto_transactions
         WHERE user_id = $1 AND kind = 'WITHDRAWAL' AND status NOT IN ('FAILED', 'REJECTED')
           AND created_at > now() - make_interval(days => $2)`,
};

function kycRequired(
  config: Pick<CryptoCashierConfig, 'kycLevels'>,
  needed: number,
  total: number,
) {
  return new DomainError(
    'KYC_REQUIRED',
    `Withdrawing more than ${formatGems(kycThresholdOf(config, needed))} gems in ${KYC_WINDOW_DAYS} days needs KYC level ${needed} (${formatGems(total)} with this one)`,
    403,
  );
}

/** The quick refusal before any work: this withdrawal alone needs more than `level`. */
export function assertKycForAmount(
  config: Pick<CryptoCashierConfig, 'kycLevels'>,
  amount: number,
  level: number,
): void {
  const needed = kycLevelFor(config, amount);
  if (needed > level) throw kycRequired(config, needed, amount);
}

/**
 * The KYC level a withdrawal needs comes from this one plus the player's withdrawals of the
 * last 30 days that were not refunded, so many withdrawals just under a threshold add up.
 * Runs under the player's account lock: two withdrawals at once are summed one after the other.
 */
export async function assertKycForWindow(
  tx: Tx,
  config: Pick<CryptoCashierConfig, 'kycLevels'>,
  userId: string,
  amount: number,
  level: number,
): Promise<void> {
  const [row] = await tx.query<{ total: number | string }>(WITHDRAWN_IN_WINDOW, [
    userId,
    KYC_WINDOW_DAYS,
  ]);
  const total = Number(row?.total ?? 0) + amount;
  const needed = kycLevelFor(config, total);
  if (needed > level) throw kycRequired(config, needed, total);
}
