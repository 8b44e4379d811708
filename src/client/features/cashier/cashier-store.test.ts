import { describe, expect, it } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import type { CryptoTransaction } from '../../../shared/contract/cashierCrypto';
import { ApiError } from '../../lib/api-error';
import { dispatchRealtimeEvent } from '../realtime/realtime-events';
import { createStore } from 'zustand/vanilla';
import type { RealtimeState } from '../realtime/realtime-store';
import type { CashierApi } from './cashier-api';
import { followCashier } from './cashier-live';
import { addressKey, createCashierStore } from './cashier-store';

const [withdrawal, exampleDeposit] = exampleResponses.listCryptoTransactions
  .transactions as CryptoTransaction[];
// The contract's example deposit shares the withdrawal's id; a list never does.
const deposit = { ...exampleDeposit!, id: '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5' };
const transactions = { transactions: [withdrawal!, deposit] };

/** A fake of the cashier's calls answering the contract's examples, counting calls. */
function fakeApi(overrides: Partial<CashierApi> = {}) {
  const calls: string[] = [];
  const answer =
    <T>(name: string, value: T) =>
    () => {
      calls.push(name);
      return Promise.resolve(value);
    };
  const api: CashierApi = {
    rates: answer('rates', exampleResponses.getCryptoRates),
    methods: answer('methods', exampleResponses.getCryptoMethods),
    fees: answer('fees', exampleResponses.getCryptoWithdrawFees),
    bonuses: answer('bonuses', exampleResponses.getCashierBonuses),
    transactions: answer('transactions', transactions),
    depositAddress: answer('address', exampleResponses.createDepositAddress),
    withdraw: answer('withdraw', exampleResponses.withdrawCrypto),
    ...overrides,
  };
  return { api, calls };
}

describe('cashier store', () => {
  it('loads rates, methods, fees, bonuses and transactions together, once at a time', async () => {
    const { api, calls } = fakeApi();
    const store = createCashierStore(api);
    await Promise.all([store.getState().load(), store.getState().load()]);
    expect(calls.sort()).toEqual(['bonuses', 'fees', 'methods', 'rates', 'transactions']);
    const state = store.getState();
    expect(state.status).toBe('ready');
    expect(state.rates).toEqual(exampleResponses.getCryptoRates.rates);
    expect(state.bonuses.deposit).toEqual([{ type: 'REFERRAL', factor: 0.05 }]);
    expect(state.fees).toEqual([{ symbol: 'BTC', blockchain: 'BTC', fee: 700 }]);
    expect(state.transactions).toHaveLength(2);
  });

  it("keeps the server's message when a call fails", async () => {
    const { api } = fakeApi({
      bonuses: () =>
        Promise.reject(new ApiError('You must be authenticated to perform this action', 401)),
    });
    const store = createCashierStore(api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      status: 'error',
      error: 'You must be authenticated to perform this action',
    });
  });

  it('asks for a deposit address once, and again only after a failure', async () => {
    let fail = true;
    const { api, calls } = fakeApi({
      depositAddress: () => {
        calls.push('address');
        if (fail) return Promise.reject(new ApiError('Deposits in BTC are paused', 409));
        return Promise.resolve(exampleResponses.createDepositAddress);
      },
    });
    const store = createCashierStore(api);
    await store.getState().loadAddress('BTC', 'BTC');
    expect(store.getState().addresses[addressKey('BTC', 'BTC')]).toEqual({
      status: 'error',
      message: 'Deposits in BTC are paused',
    });
    fail = false;
    await store.getState().loadAddress('BTC', 'BTC');
    await store.getState().loadAddress('BTC', 'BTC');
    expect(calls.filter((call) => call === 'address')).toHaveLength(2);
    expect(store.getState().addresses['BTC:BTC']).toMatchObject({ status: 'ready' });
  });
});

describe('followCashier', () => {
  const realtime = () =>
    createStore<RealtimeState>()(() => ({ status: 'connected', authenticated: true }));

  it('takes new rates and changed transactions from the socket, and ignores junk', async () => {
    const store = createCashierStore(fakeApi().api);
    await store.getState().load();
    const stop = followCashier(store, realtime());

    dispatchRealtimeEvent('cashier.crypto', { data: { rates: { BTC: 70_000 } } });
    expect(store.getState().rates.BTC).toBe(70_000);
    dispatchRealtimeEvent('cashier.crypto', { data: { rates: { BTC: -1 } } });
    expect(store.getState().rates.BTC).toBe(70_000);

    const credited = { ...deposit, status: 'COMPLETED' as const, confirmations: 2 };
    dispatchRealtimeEvent('cashier.crypto-transaction', { data: { transaction: credited } });
    expect(store.getState().transactions.map((tx) => tx.status)).toEqual([
      'PENDING_APPROVAL',
      'COMPLETED',
    ]);
    dispatchRealtimeEvent('cashier.crypto-transaction', { data: { transaction: { id: 'x' } } });
    expect(store.getState().transactions).toHaveLength(2);

    stop();
    dispatchRealtimeEvent('cashier.crypto', { data: { rates: { BTC: 1 } } });
    expect(store.getState().rates.BTC).toBe(70_000);
  });

  it('reloads the list on a crypto notice, not on others', async () => {
    const { api, calls } = fakeApi();
    const store = createCashierStore(api);
    await store.getState().load();
    const stop = followCashier(store, realtime());
    calls.length = 0;
    dispatchRealtimeEvent('notification.new', { data: { notification: { type: 'HIGH_WIN' } } });
    dispatchRealtimeEvent('notification.new', {
      data: { notification: { type: 'CRYPTO_DEPOSIT_COMPLETED' } },
    });
    await Promise.resolve();
    expect(calls).toEqual(['transactions']);
    stop();
    expect(withdrawal?.status).toBe('PENDING_APPROVAL');
  });

  it('reloads everything when the socket logs in again', async () => {
    const { api, calls } = fakeApi();
    const store = createCashierStore(api);
    await store.getState().load();
    const socket = realtime();
    const stop = followCashier(store, socket);
    calls.length = 0;
    socket.setState({ status: 'reconnecting', authenticated: false });
    socket.setState({ status: 'connected', authenticated: true });
    await store.getState().load();
    expect(calls.sort()).toEqual(['bonuses', 'fees', 'methods', 'rates', 'transactions']);
    stop();
  });

  it('reloads a ready cashier behind what it shows, and keeps it when the reload fails', async () => {
    let fail = false;
    const { api } = fakeApi({
      methods: () =>
        fail
          ? Promise.reject(new ApiError('Try later', 503))
          : Promise.resolve(exampleResponses.getCryptoMethods),
    });
    const store = createCashierStore(api);
    await store.getState().load();
    const seen: string[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.status));
    await store.getState().load();
    fail = true;
    await store.getState().load();
    unsubscribe();
    expect(seen.every((status) => status === 'ready')).toBe(true);
    expect(store.getState().methods).toEqual(exampleResponses.getCryptoMethods);
  });
});
