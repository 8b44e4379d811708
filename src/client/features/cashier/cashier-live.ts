import type { StoreApi } from 'zustand/vanilla';
import { cashierCryptoPayload } from '../../../shared/contract/cashier';
import { cryptoTransactionPayload } from '../../../shared/contract/cashierCrypto';
import { onRealtimeEvent } from '../realtime/realtime-events';
import { type RealtimeState, realtimeStore } from '../realtime/realtime-store';
import { type CashierState, cashierStore } from './cashier-store';

const signedInSocket = (state: RealtimeState) =>
  state.status === 'connected' && state.authenticated;

/** The notices of crypto deposits and withdrawals (spec notification types). */
export function isCryptoNotice(payload: unknown): boolean {
  const type = (payload as { data?: { notification?: { type?: unknown } } } | null)?.data
    ?.notification?.type;
  return typeof type === 'string' && type.startsWith('CRYPTO_');
}

/**
 * Keeps an open cashier current: `cashier.crypto` replaces the rates, `cashier.crypto-transaction`
 * puts the changed deposit or withdrawal in the list, a CRYPTO_* notice reloads the list (in
 * case that event was missed), and a socket that logs in again reloads everything (what was
 * sent while it was away never arrives). The balance itself follows `user.balance` in the
 * session store. Returns the function that stops.
 */
export function followCashier(
  store: StoreApi<CashierState> = cashierStore,
  realtime: StoreApi<RealtimeState> = realtimeStore,
): () => void {
  const stops = [
    onRealtimeEvent('cashier.crypto', (payload) => {
      const parsed = cashierCryptoPayload.safeParse(payload);
      if (parsed.success) store.getState().setRates(parsed.data.data.rates);
    }),
    onRealtimeEvent('cashier.crypto-transaction', (payload) => {
      const parsed = cryptoTransactionPayload.safeParse(payload);
      if (parsed.success) store.getState().putTransaction(parsed.data.data.transaction);
    }),
    onRealtimeEvent('notification.new', (payload) => {
      if (isCryptoNotice(payload)) void store.getState().refreshTransactions();
    }),
    realtime.subscribe((now, before) => {
      if (signedInSocket(now) && !signedInSocket(before) && store.getState().status === 'ready')
        void store.getState().load();
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
