import type { AdminSkinDeposit } from '../../../../shared/contract';
import { formatAmount } from '../../../ui/amount';
import { protectedUntilOf, when } from './cashier-rows';

/**
 * What an operator weighs before deciding on a skin deposit, in full (the table's line may
 * cut it short): each skin with its catalogue value, the gems the deposit brings and what is
 * held, why, when it came, and the end of Steam's trade protection (a reversal until then
 * takes back everything it brought, released gems included).
 */
export function SkinDepositFacts({ deposit }: { deposit: AdminSkinDeposit }) {
  const protectedUntil = protectedUntilOf(deposit);
  return (
    <div className="admin-cashier__facts">
      <ul className="admin-cashier__skins" aria-label="Skins deposited">
        {deposit.items.map((skin) => (
          <li key={skin.assetId}>
            <span className="admin-cashier__skin-name">{skin.marketName}</span>{' '}
            <span className="admin-cashier__skin-value">
              value {formatAmount(skin.value)}, {formatAmount(skin.gems)} gems
            </span>
          </li>
        ))}
      </ul>
      <dl className="admin-cashier__facts-list">
        <dt>Gems</dt>
        <dd>
          {formatAmount(deposit.gems)} ({formatAmount(deposit.amount)} credited,{' '}
          {formatAmount(deposit.held)} held)
        </dd>
        {deposit.reason && (
          <>
            <dt>Why held</dt>
            <dd>{deposit.reason}</dd>
          </>
        )}
        <dt>Deposited</dt>
        <dd>{when(deposit.createdAt)}</dd>
        <dt>Trade protection</dt>
        <dd>{protectedUntil ? `until ${when(protectedUntil)}` : 'over'}</dd>
      </dl>
    </div>
  );
}
