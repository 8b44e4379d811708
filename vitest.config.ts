import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Where browser code lives: src/client, and each game's own page and verifier views
 * (games/<game>/page, games/<game>/verifier). Their tests run with the client's suites.
 */
const BROWSER_TESTS = [
  'src/client/**/*.test.{ts,tsx}',
  'games/*/{page,verifier}/**/*.test.{ts,tsx}',
];

/**
 * The client's test files that replace modules (vi.mock): a module another file imported
 * first would keep its real dependency, so these run each in a fresh module cache.
 */
const CLIENT_MOCKING = [
  ...readdirSync('src/client', { recursive: true, encoding: 'utf8' }).map((f) => `src/client/${f}`),
  ...readdirSync('games', { recursive: true, encoding: 'utf8' })
    .map((f) => `games/${f}`)
    .filter((f) => /^games\/[^/\\]+[/\\](page|verifier)[/\\]/.test(f)),
]
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

// As the build does (vite.config.ts): the case drawings are files, never inlined data.
const clientBuild = {
  assetsInlineLimit: (file: string) =>
    /[\\/]assets[\\/]cases[\\/][^\\/]+\.svg$/.test(file) ? false : undefined,
};

/**
 * Server tests beside their code that need the migrated database (a domain service, a SQL
 * function): they run with the integration suite, which starts every database from one
 * migrated template, and not with the unit tests.
 */
const DATABASE_TESTS = 'src/server/**/*.db.test.ts';

// Three suites: pure unit tests beside the code, integration tests against the real app on
// in-memory PGlite, and the PostgreSQL/Redis suite that needs those servers running.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on a two-core machine. The
    // integration suite takes three (below); CI runs the PostgreSQL suite beside the static
    // checks, since beside these suites it took their spare core and more (.ci/run).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'games/**/*.test.ts',
            'tools/**/*.test.ts',
            // A fixture game's pure rules (tools/plugin-proof plays the rest in a scratch copy).
            'tests/fixtures/games/*/core.test.ts',
          ],
          exclude: [
            ...configDefaults.exclude,
            'src/client/**',
            'games/*/{page,verifier}/**',
            DATABASE_TESTS,
          ],
          environment: 'node',
          // Pure code and its tests keep no state between files: they share a worker's
          // module cache instead of importing it all again per file.
          isolate: false,
        },
      },
      {
        build: clientBuild,
        test: {
          // React components and stores that mock nothing share a worker's module cache:
          // importing React and the stores again per file cost three times the tests (measured).
          name: 'client',
          include: BROWSER_TESTS,
          exclude: [...configDefaults.exclude, ...CLIENT_MOCKING],
          environment: 'node',
          isolate: false,
        },
      },
      {
        build: clientBuild,
        test: {
          name: 'client-mocking',
          include: CLIENT_MOCKING,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', DATABASE_TESTS],
          // Three at a time, after the other suites: its files wait on rounds and reveal
          // holds, and with a third worker the two cores stay busy (540 s for the whole
          // command with two, 490 s with three, on a quiet machine).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // One migrated database, dumped once; every app starts from it.
          globalSetup: ['tests/setup/pgliteTemplate.ts'],
          // Files share a worker's module cache: each file still builds its own app, and
          // importing the whole server once per file cost more than the tests themselves.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: ['tests/pg/**/*.test.ts'],
          // One migrated database; every file's database is a copy of it.
          globalSetup: ['tests/setup/pgTemplate.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // As in the integration suite: one module cache, each file its own app and database.
          isolate: false,
        },
      },
      {
        test: {
          // `npm run cluster` from outside: nginx, three built nodes, PostgreSQL and Redis.
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          // The cluster on a PostgreSQL and a Redis of its own, restarted, cut and killed under
          // load (tests/chaos); bounded to 2.5 minutes in all.
          name: 'chaos',
          include: ['tests/chaos/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
