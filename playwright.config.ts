import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eServerEnv } from './tests/e2e/server-env';

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const artifactsDir = resolve('tests/e2e/.artifacts');

// Workers re-read this file: pin the data folder in the environment so all see one value.
process.env.E2E_DATA_DIR ??= resolve(artifactsDir, `data-${Date.now()}`);

/**
 * Specs that change what every page sees (a site-wide announcement, a paused game, the
 * rain pool, the live-drop feed, the race standings) or that time the page against the
 * server's reveal holds: they run alone, after the rest.
 */
const ALONE = [
  'notifications-server',
  'roulette-pause',
  'rain-tips',
  'live-drops',
  'race',
  'no-spoilers',
  'streamer-mines',
  'streamer-versus',
  // It waits on the 2FA clock's 30 s steps, so it shares no worker's minute with others.
  'cashier',
  // It pauses a game (Dice) for a few seconds: every page of that game sees the pause.
  'admin-journeys',
];
const aloneSpecs = new RegExp(`/(${ALONE.join('|')})\\.spec\\.ts$`);

/**
 * Specs on the shared crash and roulette rounds. They mostly wait on rounds (a round lasts as
 * long as its crash point takes), so they take a worker of their own beside the two-at-a-time
 * specs, one after another: each counts only its own players' bets, but two of them in one
 * round would make each other's waits longer.
 */
const ROUNDS = ['crash', 'roulette', 'streamer-rounds'];
const roundSpecs = new RegExp(`/(${ROUNDS.join('|')})\\.spec\\.ts$`);

const chromium = {
  browserName: 'chromium' as const,
  viewport: { width: 1440, height: 900 },
  // Debian's Chromium, never a browser downloaded by Playwright: its headless shell, the same
  // Blink without the desktop browser around it. The specs took 15% less time in it than in
  // /usr/bin/chromium, and its processes a fifth less CPU (measured on four of the slowest).
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  // Files, not tests, are spread over the workers: a spec's tests run in order in one. Two
  // workers for the specs that keep the cores busy, and a third for the round specs' waits.
  fullyParallel: false,
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // After the server is up: the SUPER_ADMIN with 2FA that grants the specs' admins their role.
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    // Recording a trace costs every test a fifth of its time (measured): CI keeps the
    // failure's screenshot, a local run keeps its trace too.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'rounds', use: chromium, testMatch: roundSpecs, workers: 1 },
    { name: 'chromium', use: chromium, testIgnore: [aloneSpecs, roundSpecs], workers: 2 },
    {
      name: 'alone',
      use: chromium,
      testMatch: aloneSpecs,
      workers: 1,
      dependencies: ['chromium', 'rounds'],
    },
  ],
  webServer: {
    command: 'node tools/start.mjs',
    url: `${baseURL}/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // The server's request log would drown the test report; errors still show.
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eServerEnv(PORT, process.env.E2E_DATA_DIR),
  },
});
