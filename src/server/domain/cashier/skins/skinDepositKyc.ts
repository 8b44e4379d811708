import type { Statement } from '../../../db/client';
import type { Tx } from '../../../db/transaction';
import { formatGems } from '../../../../shared/money';
import { DomainError } from '../../errors';
import { KYC_WINDOW_DAYS, kycLevelFor, kycThresholdOf } from '../deposits/kycLevels';
import type { SkinDepositConfig } from './skinDepositConfig';

// Skin deposits that brought gems in the window, and the offer in flight (it may still be
// accepted), so the deposit being opened is summed with everything that can still credit.
const SKIN_GEMS_IN_WINDOW: Statement = {
  name: 'skin_gems_in_kyc_window',
  text: `SELECT coalesce(sum(gems), 0) AS total FROM skin_deposits
         WHERE user_id = $1 AND created_at > now() - make_interval(days => $2)
           AND status IN ('PENDING', 'SENT', 'COMPLETED', 'HELD', 'REVERSED')`,
};

/**
 * Skin deposits pass the KYC thresholds other deposits pass (config.kyc), over the same
 * 30-day window: this deposit's gems plus the window's. Runs under the player's account lock.
 */
export async function assertSkinKyc(
  tx: Tx,
  config: Pick<SkinDepositConfig, 'kycLevels'>,
  userId: string,
  gems: number,
  level: number,
): Promise<void> {
  const [row] = await tx.query<{ total: number | string }>(SKIN_GEMS_IN_WINDOW, [
    userId,
    KYC_WINDOW_DAYS,
  ]);
  const total = Number(row?.total ?? 0) + gems;
  const needed = kycLevelFor(config, total);
  if (needed <= level) return;
  throw new DomainError(
    'KYC_REQUIRED',
    `Depositing more than ${formatGems(kycThresholdOf(config, needed))} gems in skins in ${KYC_WINDOW_DAYS} days needs KYC level ${needed} (${formatGems(total)} with this one)`,
    403,
  );
}
