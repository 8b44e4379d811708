import type { OpenBooks } from '../../../shared/contract/openBooks';
import { formatAmount } from '../../ui/amount';

const LABELS: Record<string, string> = {
  user: 'Players',
  vault: 'Players’ vaults',
  'pending-withdrawals': 'Pending withdrawals',
  house: 'House (fees and edge included)',
  cashier: 'Cashier (deposits in, withdrawals out)',
  promo: 'Promotions',
  jackpot: 'Jackpot',
  rain: 'Rain pool',
};

/** The ledger's totals by kind of account, and their sum. */
export function LedgerTable({ ledger }: { ledger: OpenBooks['ledger'] }) {
  return (
    <div
      className="open-books__scroll"
      tabIndex={0}
      role="region"
      aria-label="The ledger by kind of account"
    >
      <table className="open-books__table open-books__ledger">
        <caption className="open-books__caption">The ledger by kind of account</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {ledger.accounts.map((account) => (
            <tr key={account.kind}>
              <th scope="row">{LABELS[account.kind] ?? account.kind}</th>
              <td>{formatAmount(account.balance)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Sum (always zero)</th>
            <td data-testid="ledger-sum">{formatAmount(ledger.sum)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
