import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { formatGems } from '../../../../shared/money';
import { DomainError } from '../../errors';
import { KYC_WINDOW_DAYS, kycLevelFor, kycThresholdOf } from '../deposits/kycLevels';
import type { CardCashierConfig } from './cardConfig';

// Card payments that brought gems in the window, and checkouts opened in the last day that
// may still be paid (a hosted session lives about that long), so many small checkouts
// opened at once add up as well.
const CARD_GEMS_IN_WINDOW: Statement = {
  name: 'card_gems_in_kyc_window',
  text: `SELECT coalesce(sum(gems), 0) AS total FROM card_payments
         WHERE user_id = $1 AND created_at > now() - make_interval(days => $2)
           AND (status IN ('COMPLETED', 'HELD', 'REFUNDED', 'CHARGED_BACK')
                OR (status = 'PENDING' AND created_at > now() - interval '1 day'))`,
};

/**
 * Card deposits pass the KYC thresholds withdrawals pass (config.kyc), over the same 30-day
 * window: this deposit's gems plus the window's. Runs under the player's account lock, so
 * two checkouts at once are summed one after the other.
 */
export async function assertCardKyc(
  tx: Tx,
  config: Pick<CardCashierConfig, 'kycLevels'>,
  userId: string,
  gems: number,
  level: number,
): Promise<void> {
  const [row] = await tx.query<{ total: number | string }>(CARD_GEMS_IN_WINDOW, [
    userId,
    KYC_WINDOW_DAYS,
  ]);
  const total = Number(row?.total ?? 0) + gems;
  const needed = kycLevelFor(config, total);
  if (needed <= level) return;
  const threshold = kycThresholdOf(config, needed);
  throw new DomainError(
    'KYC_REQUIRED',
    `Depositing more than ${formatGems(threshold)} gems by card in ${KYC_WINDOW_DAYS} days needs KYC level ${needed} (${formatGems(total)} with this one)`,
    403,
  );
}
