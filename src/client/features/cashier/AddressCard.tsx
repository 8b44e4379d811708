import { Button } from '../../ui/Button';
import type { AddressEntry } from './cashier-store';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';
import { Private } from '../streamer/Private';

/** The player's deposit address for the chosen coin and network: QR code, text, copy. */
export function AddressCard({
  entry,
  symbol,
  blockchain,
  onRetry,
}: {
  entry: AddressEntry | undefined;
  symbol: string;
  blockchain: string;
  onRetry: () => void;
}) {
  if (!entry || entry.status === 'loading')
    return (
      <div className="cashier-address cashier-address--loading" aria-busy="true">
        <div className="cashier-qr">
          <div className="cashier-qr__placeholder" aria-hidden="true" />
        </div>
        <p className="cashier-muted">Getting your {symbol} address…</p>
      </div>
    );
  if (entry.status === 'error')
    return (
      <div className="cashier-address">
        <p className="cashier-error" role="alert">
          {entry.message}
        </p>
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  const { address } = entry;
  return (
    <div className="cashier-address" data-testid="deposit-address">
      <Private what="QR code">
        <QrCode text={address.address} label={`QR code of your ${symbol} deposit address`} />
      </Private>
      <div className="cashier-address__body">
        <p className="cashier-field__label">
          Your {symbol} deposit address ({blockchain})
        </p>
        <div className="cashier-address__row">
          <code className="cashier-address__text" data-testid="deposit-address-text">
            <Private what="Address">{address.address}</Private>
          </code>
          <CopyButton text={address.address} what="address" />
        </div>
        {address.extraId && (
          <div className="cashier-address__row">
            <span className="cashier-field__label">Memo</span>
            <code className="cashier-address__text">
              <Private what="Memo">{address.extraId}</Private>
            </code>
            <CopyButton text={address.extraId} what="memo" />
          </div>
        )}
        <p className="cashier-muted">
          Send only {symbol} on the {blockchain} network
          {address.extraId ? ', with the memo' : ''}. At least {address.minimum} {symbol}; credited
          after {address.requiredConfirmations}{' '}
          {address.requiredConfirmations === 1 ? 'confirmation' : 'confirmations'}.
        </p>
      </div>
    </div>
  );
}
