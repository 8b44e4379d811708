import type { CryptoTransaction } from '../../../shared/contract/cashierCrypto';
import { Amount } from '../../ui/Amount';
import { RelativeTime } from '../../ui/RelativeTime';
import { Private } from '../streamer/Private';
import { CoinAmount } from './CoinAmount';
import { useCashier } from './cashier-store';
import { shortenMiddle, transactionStatus } from './transaction-status';

/** How many of the player's transactions the modal lists (the server sends up to 50). */
const SHOWN = 10;

function TransactionRow({ tx }: { tx: CryptoTransaction }) {
  const status = transactionStatus(tx);
  const deposit = tx.kind === 'DEPOSIT';
  return (
    <li className="cashier-tx" data-testid="crypto-transaction" data-status={tx.status}>
      <span className="cashier-tx__kind">
        {deposit ? 'Deposit' : 'Withdrawal'} ·{' '}
        <CoinAmount value={tx.coinAmount} symbol={tx.symbol} />
      </span>
      <span className="cashier-tx__amount">
        <Amount personal value={deposit ? tx.amount + tx.bonus : -tx.amount} signed size="sm" />
      </span>
      <span className="cashier-tx__meta">
        <RelativeTime date={tx.createdAt} /> · {tx.blockchain} ·{' '}
        <Private what="Address">
          <span title={tx.address}>{shortenMiddle(tx.address)}</span>
        </Private>
      </span>
      <span className={`cashier-tx__status cashier-tx__status--${status.tone}`}>
        {status.label}
      </span>
      {tx.reason && <span className="cashier-tx__reason">{tx.reason}</span>}
    </li>
  );
}

/** The player's latest crypto deposits and withdrawals, kept live by the socket. */
export function TransactionList() {
  const transactions = useCashier((state) => state.transactions);
  return (
    <section className="cashier-history" aria-labelledby="cashier-history-title">
      <h3 id="cashier-history-title" className="cashier-history__title">
        Recent transactions
      </h3>
      {transactions.length === 0 ? (
        <p className="cashier-muted">No crypto deposits or withdrawals yet.</p>
      ) : (
        <ul className="cashier-history__list" aria-live="polite">
          {transactions.slice(0, SHOWN).map((tx) => (
            <TransactionRow key={tx.id} tx={tx} />
          ))}
        </ul>
      )}
    </section>
  );
}
