import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';
import type { OpenBooks } from './openBooks';

// Example answer of GET /open-books and its live update (spread into examples.ts).

const diceRow = {
  game: 'dice',
  option: 'dice',
  bets: 1_000,
  wagered: 100_000,
  paid: 98_700,
  realisedReturn: 0.987,
  declaredReturn: 0.99,
  interval: [0.9085, 1.0715] as [number, number],
  withinInterval: true,
};

const wheelRow = {
  tier: 0,
  spins: 400,
  paid: 4_210,
  realisedMean: 10.525,
  declaredMean: 10.84,
  interval: [4.1, 17.58] as [number, number],
  withinInterval: true,
};

const exampleOpenBooks: OpenBooks = {
  updatedAt: EXAMPLE_DATE,
  periods: { all: [diceRow], days30: [diceRow], hours24: [diceRow] },
  wheel: { all: [wheelRow], days30: [wheelRow], hours24: [wheelRow] },
  ledger: {
    accounts: [
      { kind: 'user', balance: 120_000 },
      { kind: 'vault', balance: 5_000 },
      { kind: 'pending-withdrawals', balance: 2_000 },
      { kind: 'house', balance: -1_300 },
      { kind: 'cashier', balance: -130_700 },
      { kind: 'promo', balance: 0 },
      { kind: 'jackpot', balance: 5_000 },
      { kind: 'rain', balance: 0 },
    ],
    sum: 0,
  },
  jackpot: {
    pool: 5_000,
    payouts: [{ at: EXAMPLE_DATE, amount: 22_500, reference: 'roulette:42' }],
  },
};

export const openBooksExampleResponses: { openBooks: HttpResponse<'openBooks'> } = {
  openBooks: exampleOpenBooks,
};

export const openBooksExampleEvents = { 'open-books.update': { data: exampleOpenBooks } };
