import { CONVERSION_FACTOR, formatGems } from '../../../../shared/money';
import { DomainError } from '../../errors';
import { hundredthsToCoin } from './coinMath';
import type { CryptoCashierConfig, CryptoMethodConfig } from './cryptoConfig';

type Limits = Pick<CryptoCashierConfig, 'withdrawMin'>;

const tooSmall = (message: string) => new DomainError('WITHDRAW_TOO_SMALL', message, 400);

/** A withdrawal of `amount` hundredths (fee included) must reach the minimum and pass the fee. */
export function assertWithdrawable(config: Limits, method: CryptoMethodConfig, amount: number) {
  if (amount < config.withdrawMin)
    throw tooSmall(`The smallest withdrawal is ${formatGems(config.withdrawMin)} gems`);
  if (amount <= method.withdrawFee) throw tooSmall('The amount must be more than the fee');
}

/** The coins sent for `amount` hundredths: the fee taken, at `rate` dollars a coin, cut down. */
export function withdrawalCoin(method: CryptoMethodConfig, amount: number, rate: number): string {
  const coinAmount = hundredthsToCoin(
    amount - method.withdrawFee,
    rate,
    CONVERSION_FACTOR,
    method.decimals,
  );
  if (!/[1-9]/.test(coinAmount)) throw tooSmall('That amount is worth no coin');
  return coinAmount;
}

/** Above the approval line a withdrawal waits for an operator; below it goes out at once. */
export function withdrawalStatus(
  config: Pick<CryptoCashierConfig, 'approvalAbove'>,
  amount: number,
): 'PENDING_APPROVAL' | 'PROCESSING' {
  return amount > config.approvalAbove ? 'PENDING_APPROVAL' : 'PROCESSING';
}
