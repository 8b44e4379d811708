import type { Server } from 'socket.io';
import { serverEvents } from '../../shared/contract';
import type { CryptoTransactionEvent } from '../domain/cashier/crypto/cryptoCashier';
import { shareCryptoRates } from '../domain/cashier/crypto/cryptoRatesShare';
import type { Services } from '../services';
import { userRoom } from './channels';

/**
 * Rule 1 (relays.ts): the one process that reads the rates (the round leader, see
 * cryptoRatesShare.ts) tells everyone of new rates (`cashier.crypto`), once; the process
 * that committed a change of a deposit or withdrawal tells its player's room.
 */
export function relayCashier(io: Server, services: Services): () => void {
  const cashier = services.cryptoCashier;
  const stopRates = shareCryptoRates(cashier.rates, {
    leadership: services.rounds.leadership,
    broadcast: services.broadcast,
    intervalMs: services.config.cryptoCashier.ratesIntervalMs,
    announce: (rates) =>
      io.emit('cashier.crypto', serverEvents['cashier.crypto'].payload.parse({ data: { rates } })),
    // A failed read needs no log line of its own: past the maximum age the cashier says so.
    onError: () => undefined,
  });
  const onTransaction = ({ userId, transaction }: CryptoTransactionEvent) => {
    io.to(userRoom(userId)).emit(
      'cashier.crypto-transaction',
      serverEvents['cashier.crypto-transaction'].payload.parse({ data: { transaction } }),
    );
  };
  cashier.feed.on('transaction', onTransaction);
  return () => {
    stopRates();
    cashier.feed.off('transaction', onTransaction);
  };
}
