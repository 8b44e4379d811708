import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { closeModal, useModal } from '../modals/modal-store';
import './cashier-dialog.css';

const methods = [
  { name: 'Crypto', detail: 'BTC, ETH, LTC, USDT and more' },
  { name: 'CS2 skins', detail: 'Trade skins from your Steam inventory' },
  { name: 'Gift cards', detail: 'Redeem a code for gems' },
];

/** The cashier's place in the UI; deposits themselves are not built yet. */
export function CashierDialog() {
  const open = useModal((state) => state.current?.view === 'CASHIER');
  return (
    <Dialog open={open} onClose={closeModal} title="Deposit" description="Top up your gem balance.">
      <ul className="cashier-methods">
        {methods.map((method) => (
          <li key={method.name} className="cashier-methods__item">
            <span className="cashier-methods__name">{method.name}</span>
            <span className="cashier-methods__detail">{method.detail}</span>
            <span className="cashier-methods__soon">Soon</span>
          </li>
        ))}
      </ul>
      <p className="cashier-note">
        The cashier opens soon. Until then, play with the gems on your account.
      </p>
      <Button variant="secondary" size="lg" block onClick={closeModal}>
        Got it
      </Button>
    </Dialog>
  );
}
