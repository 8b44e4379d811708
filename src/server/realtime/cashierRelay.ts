import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { CryptoTransactionEvent } from '../domain/cashier/crypto/cryptoCashier';
import type { Services } from '../services';
import { userRoom } from './channels';

/**
 * Rule 1 (relays.ts): the process that read new rates tells everyone (`cashier.crypto`);
 * the process that committed a change of a deposit or withdrawal tells its player's room.
 * Every process reads the rates itself, so each announces the change it saw; a client just
 * keeps the latest.
 */
export function relayCashier(io: Server, services: Services): () => void {
  const cashier = services.cryptoCashier;
  const stopRates = cashier.rates.onChange((rates) => {
    io.emit('cashier.crypto', serverEvents['cashier.crypto'].payload.parse({ data: { rates } }));
  });
  const onTransaction = ({ userId, transaction }: CryptoTransactionEvent) => {
    io.to(userRoom(userId)).emit(
      'cashier.crypto-transaction',
      serverEvents['cashier.crypto-transaction'].payload.parse({ data: { transaction } }),
    );
  };
  cashier.feed.on('transaction', onTransaction);
  cashier.rates.start();
  return () => {
    stopRates();
    cashier.feed.off('transaction', onTransaction);
    cashier.rates.stop();
  };
}
