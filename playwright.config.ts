import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const artifactsDir = resolve('tests/e2e/.artifacts');

// Workers re-read this file: pin the data folder in the environment so all see one value.
process.env.E2E_DATA_DIR ??= resolve(artifactsDir, `data-${Date.now()}`);

/**
 * Specs that change what every page sees (a site-wide announcement, a disabled game, the
 * rain pool, the live-drop feed, the race standings) or that time the page against the
 * server's reveal holds: they run alone, after the rest has run two at a time.
 */
const ALONE = [
  'notifications-server',
  'roulette',
  'rain-tips',
  'live-drops',
  'race',
  'crash',
  'no-spoilers',
  'streamer-mines',
  'streamer-rounds',
  'streamer-versus',
  // It waits on the 2FA clock's 30 s steps, so it shares no worker's minute with others.
  'cashier',
];
const aloneSpecs = new RegExp(`/(${ALONE.join('|')})\\.spec\\.ts$`);

const chromium = {
  browserName: 'chromium' as const,
  viewport: { width: 1440, height: 900 },
  // Debian's Chromium, never a browser downloaded by Playwright.
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: resolve(artifactsDir, 'test-results'),
  reporter: 'list',
  // Files, not tests, are spread over the workers: a spec's tests run in order in one.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL,
    // Recording a trace costs every test a fifth of its time (measured): CI keeps the
    // failure's screenshot, a local run keeps its trace too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: aloneSpecs },
    { name: 'alone', use: chromium, testMatch: aloneSpecs, workers: 1, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node tools/start.mjs',
    url: `${baseURL}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server's request log would drown the test report; errors still show.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_ORIGIN: baseURL,
      // Half a gem: the default (500 gems) is about one opening in a thousand, and the
      // live drops spec needs Top drops from a few openings of a cheap case.
      LIVE_DROP_TOP_MIN: '50',
      // Specs sign up through the API as distinct visitors (tests/e2e/client-address.ts).
      TRUST_PROXY: '127.0.0.1,::1',
      // Pages of every spec share the loopback address, so this one "visitor" is dozens of
      // players a minute, two workers at once: the per-address limit (300) is for one person
      // and has its own tests (tests/integration/limits.test.ts).
      RATE_LIMIT_PER_MINUTE: '2400',
      // A short chain: a full one (10,000,000) takes a minute of CPU to build on first start.
      ROUND_CHAIN_LENGTH: '100000',
      // Specs play rounds at once: the chain's salt round is named a second ahead, not minutes.
      ROUND_CHAIN_SALT_DELAY_SECONDS: '1',
    },
  },
});
