import type { Config } from './configType';
import { loadConfig } from './loadConfig';

/** The configuration tests start from: in-memory PGlite, quiet logs, no client files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      // Set by the integration suite's global setup (tests/helpers/pgliteTemplate.ts).
      ...(process.env.DATA_TEMPLATE ? { DATA_TEMPLATE: process.env.DATA_TEMPLATE } : {}),
      LOG_LEVEL: 'silent',
      SERVE_CLIENT: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      // A round falling on the clock mid-test would pay whoever chatted; tests pay rounds
      // themselves through the same payRound() the schedule calls.
      RAIN_SCHEDULED: 'false',
      ROUNDS_SCHEDULED: 'false',
      // Tests accrue settled wagers themselves (services.accruals.drain()), at once.
      ACCRUALS_SCHEDULED: 'false',
      ACCRUALS_AWAIT_REVEAL: 'false',
      // Tests read the profile's ledger and figures right after a bet.
      PROFILE_AWAIT_REVEAL: 'false',
      // Tests pay ended races themselves (services.races.settleEnded(now)).
      RACES_SCHEDULED: 'false',
      // Tests move trade offers themselves (services.steamTrades.poll()).
      STEAM_TRADES_SCHEDULED: 'false',
      // Tests move skin deposits themselves (services.skinDeposits.poll()).
      SKIN_DEPOSITS_SCHEDULED: 'false',
      ROUND_CHAIN_LENGTH: '1000',
      // No listener on the shared default port; a test that reads /metrics asks for port 0.
      METRICS_PORT: 'off',
      // Tests run the ledger check themselves (tests/helpers/testApp.ts, on close).
      LEDGER_CHECK_MINUTES: '0',
    }),
    // Chains are salted a moment after publication, not minutes (a test waits for it).
    beaconTiming: { chainSaltDelayMs: 100, refundAfterMs: 30 * 60_000 },
    ...overrides,
  };
}
