import { DASHBOARD_DAYS } from './adminDashboard';
import { EXAMPLE_DATE } from './exampleEntities';
import type { HttpResponse } from './index';

// The back office dashboard's example answer (spread into examples.ts): 30 days ending on
// the example date, quiet until the last three.

const DAY_MS = 86_400_000;
const lastDay = Date.parse(EXAMPLE_DATE.slice(0, 10));

const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
  const day = new Date(lastDay - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10);
  const busy = i >= DASHBOARD_DAYS - 3;
  const wagered = busy ? 125_000 * (i - 26) : 0;
  const paid = busy ? 118_750 * (i - 26) : 0;
  return {
    day,
    activePlayers: busy ? 12 + i - 27 : 0,
    signUps: busy ? 3 : 0,
    deposits: busy ? 50_000 : 0,
    withdrawals: busy ? 20_000 : 0,
    wagered,
    paid,
    houseResult: wagered - paid,
  };
});

export const dashboardExampleResponses: { adminDashboard: HttpResponse<'adminDashboard'> } = {
  adminDashboard: {
    generatedAt: EXAMPLE_DATE,
    days,
    games: [
      {
        game: 'dice',
        bets: 1_200,
        wagered: 600_000,
        paid: 590_400,
        realisedReturn: 0.984,
        declaredReturn: 0.99,
        interval: [0.95, 1.03],
        withinInterval: true,
      },
    ],
    jackpotPool: 73_510,
    liabilities: {
      balances: 4_250_000,
      vaults: 610_000,
      pendingWithdrawals: 45_000,
      total: 4_905_000,
    },
    ledgerCheck: {
      everyMinutes: 60,
      last: {
        at: EXAMPLE_DATE,
        by: 'schedule',
        invariants: 8,
        problems: 0,
        findings: [],
        entries: 48_211,
        tookMs: 412,
      },
    },
  },
};
