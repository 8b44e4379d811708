import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
// Types only: the contract's zod schemas stay out of the lobby chunk.
import type { CashierBonuses, CryptoMethod, CryptoRates } from '../../../shared/contract/cashier';
import type { CryptoTransaction, DepositAddress } from '../../../shared/contract/cashierCrypto';
import { CONVERSION_FACTOR } from '../../../shared/money';
import { messageOf } from '../../lib/api-error';
import { cashierApi, type CashierApi } from './cashier-api';
import type { WithdrawFee } from './fees';
import { upsertTransaction } from './transaction-status';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A deposit address as it loads, by `${symbol}:${blockchain}`. */
export type AddressEntry =
  | { status: 'loading' }
  | { status: 'ready'; address: DepositAddress }
  | { status: 'error'; message: string };

export interface CashierState {
  status: LoadStatus;
  error: string | null;
  rates: CryptoRates;
  methods: { deposit: CryptoMethod[]; withdraw: CryptoMethod[] };
  fees: WithdrawFee[];
  bonuses: CashierBonuses;
  transactions: CryptoTransaction[];
  addresses: Record<string, AddressEntry>;
  /** Loads everything the modal shows; a second call while one runs joins it. Once ready,
   * a reload keeps the status 'ready'. */
  load(): Promise<void>;
  refreshTransactions(): Promise<void>;
  /** The player's address for a coin and chain (asked once per modal session). */
  loadAddress(symbol: string, blockchain: string): Promise<void>;
  setRates(rates: CryptoRates): void;
  putTransaction(tx: CryptoTransaction): void;
  clear(): void;
}

export const addressKey = (symbol: string, blockchain: string) => `${symbol}:${blockchain}`;

const empty = {
  status: 'idle' as LoadStatus,
  error: null,
  rates: {},
  methods: { deposit: [], withdraw: [] },
  fees: [],
  bonuses: { deposit: [], withdraw: [], conversion: CONVERSION_FACTOR },
  transactions: [],
  addresses: {},
};

export function createCashierStore(api: CashierApi = cashierApi) {
  let loading: Promise<void> | null = null;
  return createStore<CashierState>()((set, get) => ({
    ...empty,
    load() {
      if (loading) return loading;
      // A reload of a cashier on screen runs behind it: the panels (and what the player is
      // typing in them) stay, and a failure keeps what they show.
      const refreshing = get().status === 'ready';
      if (!refreshing) set({ status: 'loading', error: null });
      loading = Promise.all([
        api.rates(),
        api.methods(),
        api.fees(),
        api.bonuses(),
        api.transactions(),
      ])
        .then(([rates, methods, fees, bonuses, transactions]) => {
          set({
            status: 'ready',
            rates: rates.rates,
            methods,
            fees: fees.fees,
            bonuses: bonuses.bonuses,
            transactions: transactions.transactions,
          });
        })
        .catch((error: unknown) => {
          if (!refreshing) set({ status: 'error', error: messageOf(error) });
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    async refreshTransactions() {
      try {
        const { transactions } = await api.transactions();
        set({ transactions });
      } catch {
        // The list keeps what it had; the next event or opening tries again.
      }
    },
    async loadAddress(symbol, blockchain) {
      const key = addressKey(symbol, blockchain);
      const known = get().addresses[key];
      if (known && known.status !== 'error') return;
      const put = (entry: AddressEntry) =>
        set((state) => ({ addresses: { ...state.addresses, [key]: entry } }));
      put({ status: 'loading' });
      try {
        const { address } = await api.depositAddress(symbol, blockchain);
        put({ status: 'ready', address });
      } catch (error) {
        put({ status: 'error', message: messageOf(error) });
      }
    },
    setRates: (rates) => set((state) => ({ rates: { ...state.rates, ...rates } })),
    putTransaction: (tx) =>
      set((state) => ({ transactions: upsertTransaction(state.transactions, tx) })),
    clear: () => set({ ...empty }),
  }));
}

export const cashierStore = createCashierStore();

export function useCashier<T>(selector: (state: CashierState) => T): T {
  return useStore(cashierStore, selector);
}
