// ESLint flat config for the whole repo. Formatting belongs to Prettier: no stylistic
// rules are enabled here. The "Boundaries" of the architecture doc are
// enforced in two layers:
//   - packages (react, phaser, node:*, ...): `@typescript-eslint/no-restricted-imports`
//     (the base `no-restricted-imports` plus `allowTypeImports`; like the base rule it
//     only sees static imports, so `import()` stays allowed where that matters);
//   - the repo's own folders (src/client, games/*/scene, db/schema/wallet, ...):
//     `local/import-boundaries` (tools/lint/import-boundaries.js), which resolves relative
//     specifiers against the importing file, so `../client` is judged by where it points.
// tools/lint/boundaries.test.ts proves each boundary on small snippets.
// `local/no-import-cycles` (tools/lint/no-import-cycles.js) forbids import cycles between the
// repo's files, type-only ones included, lazy import() not; tools/lint/cycles.test.ts proves it.

import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './tools/lint/import-boundaries.js';
import noImportCycles from './tools/lint/no-import-cycles.js';

/** The repo's own rules. */
const local = {
  meta: { name: 'local' },
  rules: { ...importBoundaries.rules, 'no-import-cycles': noImportCycles },
};

const TS = ['**/*.{ts,tsx,mts,cts}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}'];

/** Pure cores: deterministic functions of their inputs, shared by server and browser. */
const PURE = [
  'src/shared/**',
  'games/fair/**',
  'games/*/core/**',
  // A game's pure manifest (and its bet schema, apart so a page can load it without the rest)
  // and the registry of them: the contract and the server import these.
  // (also without the extension: imports name them so)
  ...[
    'games/*/game',
    'games/*/bet',
    'games/manifest',
    'games/registry',
    'games/pace',
    'games/paceField',
  ].flatMap((f) => [f, `${f}.ts`]),
];
/** A game's rules: they own their numbers, and the contract is built from them. */
const CORES = ['games/fair/**', 'games/*/core/**', 'games/*/game.ts', 'games/*/bet.ts'];
const SERVER = ['src/server/**'];
const CLIENT = ['src/client/**'];
/** A game's own React views (its page, its verifier), kept in its folder: browser code like CLIENT's. */
const GAME_VIEWS = ['games/*/page/**', 'games/*/verifier/**'];
const SCENES = ['games/*/scene/**'];

/** `^(a|b)(/.*)?$`: the packages and any of their subpaths, nothing that merely starts alike. */
const pkgs = (...names) =>
  `^(${names.map((n) => n.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')).join('|')})(/.*)?$`;
const nodeBuiltins = [...new Set(builtinModules.map((m) => m.split('/')[0]))];

const restrict = {
  node: {
    regex: `^node:|${pkgs(...nodeBuiltins)}`,
    message:
      'Pure cores run in the browser too: no Node built-ins. Hash through the shared audited library.',
  },
  ui: {
    regex: pkgs('react', 'react-dom', 'phaser', 'howler', 'zustand'),
    message: 'Pure cores hold no UI, stores, sound or Phaser: they only compute outcomes.',
  },
  io: {
    regex: pkgs(
      'socket.io',
      'socket.io-client',
      '@socket.io/*',
      'fastify',
      '@fastify/*',
      'pino',
      'drizzle-orm',
      'pg',
      '@electric-sql/pglite',
      'redis',
      'dotenv',
    ),
    message: 'Pure cores do no I/O (network, database, logging): pass them data, get data back.',
  },
  lazyPhaser: {
    regex: pkgs('phaser'),
    allowTypeImports: true, // `import type` is erased: it does not pull Phaser into the lobby
    message: 'Phaser and scenes load through dynamic import() so the lobby bundle stays small',
  },
  serverOnly: {
    regex: `^node:|${pkgs(
      'fastify',
      '@fastify/*',
      'pg',
      'drizzle-orm',
      'pino',
      '@electric-sql/pglite',
      'redis',
      'socket.io',
      '@node-rs/*',
      'dotenv',
    )}`,
    message: 'Server-only package: the client reaches the server over HTTP/socket.io.',
  },
};

/** An import of the database schema, as an esquery regex on the import's source. */
const SCHEMA_PATH = String.raw`/(^|\/)db\/schema(\/|$)/`;
/** drizzle's query-builder entry points on a database handle. */
const BUILDER_METHODS =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|query|with|\\$count)$/';

/** Each domain folder's module: what the app registers, found by folder. */
const MODULE_FILES = 'src/server/domain/*/module.ts';
/** Each domain folder's rows of the relay table, which its module.ts wires to the sockets. */
const RELAY_FILES = 'src/server/domain/*/relays.ts';
/** Each area's HTTP routes, beside its module.ts: transport, under the rules of http/. */
const DOMAIN_ROUTES = 'src/server/domain/*/routes/**';
/** The HTTP transport: the shared helpers (guards, error mapping, pages) and the routes. */
const HTTP = ['src/server/http/**', DOMAIN_ROUTES];

/** Repo-folder boundaries, one table for every file (see tools/lint/import-boundaries.js). */
const boundaries = [
  {
    name: 'pure core',
    files: PURE,
    excludeFiles: TESTS,
    allowOnly: [...PURE, '**/*.json'],
    message:
      'src/shared, games/fair and games/*/core import only each other (and zod), never client, server, engine, scenes, tools or tests.',
  },
  {
    name: 'rules own their numbers',
    files: CORES,
    excludeFiles: TESTS,
    forbid: ['src/shared/contract/**'],
    message:
      'a game core owns its numbers and schemas; the contract derives from the cores, never the reverse.',
  },
  {
    name: 'generic engine',
    files: ['games/engine/**'],
    allowOnly: [
      'games/engine/**',
      'games/manifest',
      'games/pace',
      'games/pace.ts',
      'src/shared/**',
      '**/*.json',
    ],
    message:
      'the engine is generic over a game’s commands and imports no game: a game plugs in through its client manifest (games/registry.client.ts).',
  },
  {
    name: 'server',
    files: SERVER,
    forbid: ['src/client/**', 'games/*/scene/**', 'games/engine/**'],
    message: 'the server never imports the client, the game engine or scenes (browser code).',
  },
  {
    name: 'client',
    files: CLIENT,
    forbid: ['src/server/**'],
    message: 'the client talks to the server over HTTP/socket.io using src/shared/contract.',
  },
  {
    name: 'lazy phaser',
    files: [...CLIENT, ...GAME_VIEWS],
    forbid: ['games/engine/**', 'games/*/scene/**'],
    allowDynamic: true,
    allowTypeOnly: true,
    message: 'Phaser and scenes load through dynamic import() so the lobby bundle stays small',
  },
  {
    name: 'scene',
    files: SCENES,
    forbid: [
      'src/client/**/store*',
      'src/client/**/store*/**',
      'src/client/**/*Store*',
      ...GAME_VIEWS,
    ],
    message:
      'scenes never touch stores or pages: the page hands a scene an outcome on the bus and waits for done.',
  },
  {
    name: 'games',
    files: ['games/**'],
    excludeFiles: PURE,
    forbid: ['src/server/**'],
    message: 'game code runs in the browser; it never imports the server.',
  },
  {
    name: 'realtime',
    // A domain folder's relays.ts is the socket gateway's code, kept beside its area.
    files: ['src/server/realtime/**', RELAY_FILES],
    forbid: HTTP,
    message:
      'the socket gateway and HTTP are two transports side by side: share domain services and src/server/edge, never each other.',
  },
  {
    name: 'wallet',
    files: ['**'],
    excludeFiles: ['src/server/domain/wallet/**', 'src/server/db/**', 'tests/**', 'tools/**'],
    forbid: ['**/db/schema/wallet*', '**/db/schema/wallet*/**'],
    message:
      'only src/server/domain/wallet changes balances (with the ledger entry, in one transaction); call its services.',
  },
  {
    name: 'http',
    files: HTTP,
    forbid: ['src/server/db/**'],
    message:
      'routes go through the domain: parse with the contract, call a domain service, map its errors; no database code in http/.',
  },
  {
    name: 'domain',
    files: ['src/server/domain/**'],
    // A folder's module.ts wires its area to the transports (src/server/modules/find.ts),
    // with its relays.ts: the rest of the area imports neither. Its routes/ are HTTP, under
    // the rule above.
    excludeFiles: [MODULE_FILES, RELAY_FILES, DOMAIN_ROUTES],
    forbid: [
      'src/server/http/**',
      'src/server/realtime/**',
      RELAY_FILES,
      RELAY_FILES.replace(/\.ts$/, ''),
    ],
    message:
      'the domain knows no transport: HTTP routes and the socket gateway call it, never the other way round.',
  },
  {
    name: 'routes are wired by their module',
    files: SERVER,
    excludeFiles: [MODULE_FILES, DOMAIN_ROUTES],
    forbid: [DOMAIN_ROUTES],
    message:
      'an area’s routes/ are registered by its module.ts and imported by nothing else: what another file needs from a route belongs in the domain.',
  },
  {
    name: 'routes stay in their module',
    files: [MODULE_FILES, DOMAIN_ROUTES],
    forbid: [DOMAIN_ROUTES],
    allowWithin: 'src/server/domain/*',
    message:
      'a module.ts registers its own routes/ only, and a route imports no other area’s routes/: share through src/server/http or the domain.',
  },
  {
    name: 'module files',
    files: ['**'],
    forbid: [MODULE_FILES, MODULE_FILES.replace(/\.ts$/, '')],
    message:
      'a domain folder’s module.ts is found by folder (src/server/modules/find.ts) and imported by nothing: import what it wires instead.',
  },
  {
    name: 'modules meet at their index',
    files: ['src/**', 'tools/**', 'games/**'],
    // A test may reach into what it tests (this rule's globs have no braces, unlike TESTS).
    excludeFiles: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    forbid: ['src/server/domain/*/**'],
    // An area's folder (its index.ts), and the files beside the areas (errors, broadcast).
    except: ['src/server/domain/*', 'src/server/domain/*/index', 'src/server/domain/*/index.ts'],
    allowWithin: 'src/server/domain/*',
    message:
      'another domain module is reached through its index.ts: what the rest of the code may use of a module is exported there, and its other files may change freely.',
  },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    'dist/',
    'data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'tests/e2e/.artifacts/',
    '.reports/',
    'src/server/db/migrations/',
    // Fixture games are written for games/<name>/ (their imports resolve there): they are
    // linted and type-checked where tools/plugin-proof plugs them in.
    'tests/fixtures/games/',
  ]),

  // --- Base: every JS/TS file --------------------------------------------------------
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { local },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      'local/import-boundaries': ['error', { boundaries }],
      'local/no-import-cycles': 'error',
    },
  },

  // --- TS only --------------------------------------------------------------------------
  // The type-aware rules (async mistakes that lose money or errors silently: floating and
  // misused promises, awaiting a non-promise) run in oxlint (.oxlintrc.json), on the same
  // TypeScript program the typecheck builds: here they took two thirds of the lint's time.
  {
    files: TS,
    rules: {
      // with verbatimModuleSyntax, `import { type A } from 'x'` still loads x at runtime
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },

  // --- Environments ------------------------------------------------------------------
  {
    files: ['src/server/**', 'tools/**', 'tests/**', '*.{js,mjs,cjs,ts,mts,cts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/client/**', 'games/**', 'tools/scene-viewer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**', 'games/**'],
    rules: { 'no-console': 'error' },
  },

  // --- 1. Pure cores -----------------------------------------------------------------
  {
    files: PURE,
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [restrict.node, restrict.ui, restrict.io] },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'self', 'globalThis'].map((name) => ({
          name,
          message: 'Pure cores have no DOM or host environment: take what you need as an argument.',
        })),
        ...['localStorage', 'sessionStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'Pure cores keep no state between calls: storage belongs to the client.',
        })),
        {
          name: 'crypto',
          message:
            'No global crypto in pure cores: randomness comes from the fair stream, hashing from the shared hashing library.',
        },
        {
          name: 'performance',
          message: 'No clock in pure cores: take the time as an argument.',
        },
        ...['setTimeout', 'setInterval', 'requestAnimationFrame'].map((name) => ({
          name,
          message: 'No timers in pure cores: the caller drives time (ticks as arguments).',
        })),
        {
          name: 'process',
          message: 'Pure cores read no environment: pass configuration in.',
        },
        ...['fetch', 'WebSocket', 'XMLHttpRequest'].map((name) => ({
          name,
          message: 'Pure cores do no I/O: pass them data, get data back.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message:
            'No global random in pure cores: draw from the provably-fair stream (games/fair).',
        },
        {
          object: 'Date',
          property: 'now',
          message: 'No clock in pure cores: take the time as an argument.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "NewExpression[callee.type='Identifier'][callee.name='Date'][arguments.length=0]",
          message: 'No clock in pure cores: new Date() reads the time; take it as an argument.',
        },
        {
          selector: "CallExpression[callee.type='Identifier'][callee.name='Date']",
          message: 'No clock in pure cores: Date() reads the time; take it as an argument.',
        },
        {
          selector: 'ImportExpression',
          message: 'Pure cores are synchronous functions of their inputs: no dynamic import().',
        },
      ],
    },
  },

  // --- 2. Server ---------------------------------------------------------------------
  {
    files: SERVER,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: pkgs('react', 'react-dom', 'phaser'),
              message: 'The server renders no UI: React and Phaser belong to src/client and games.',
            },
          ],
        },
      ],
    },
  },

  // The domain knows no transport (its folder boundary is in the table above); its routes/
  // are the HTTP transport.
  {
    files: ['src/server/domain/**'],
    ignores: [DOMAIN_ROUTES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: pkgs('react', 'react-dom', 'phaser'),
              message: 'The server renders no UI: React and Phaser belong to src/client and games.',
            },
            {
              regex: pkgs('fastify', '@fastify/*', 'socket.io', '@socket.io/*', 'socket.io-client'),
              message:
                'The domain knows no transport: HTTP routes and the socket gateway call it, never the other way round.',
            },
          ],
        },
      ],
    },
  },

  // Runtime SQL is named statements (ARCHITECTURE.md, "Runtime SQL"): drizzle stays for the
  // schema, the handle that opens databases and the migrator. The base rule, not the
  // typescript-eslint one the blocks above configure, so neither replaces the other's list.
  {
    files: SERVER,
    ignores: [
      ...TESTS,
      'src/server/db/schema/**',
      'src/server/db/client.ts',
      'src/server/db/database.ts',
      'src/server/db/migrationStatus.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: pkgs('drizzle-orm'),
              message:
                'Runtime SQL is named statements ({ name, text } run with tx.query): no drizzle templates or query builder outside db/schema and db/client.ts.',
            },
          ],
        },
      ],
      // The query builder needs no import of drizzle: a handle's methods (`tx.db.insert`)
      // and a schema table reach it. Both are refused here; a table's type may be imported.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[importKind!='type'][source.value=${SCHEMA_PATH}] > :matches(ImportSpecifier[importKind!='type'], ImportDefaultSpecifier, ImportNamespaceSpecifier)`,
          message:
            'Runtime SQL is named statements: import a schema table as a type only (import type), never to build a query.',
        },
        {
          selector: `ExportNamedDeclaration[exportKind!='type'][source.value=${SCHEMA_PATH}]`,
          message: 'Runtime SQL is named statements: re-export a schema table as a type only.',
        },
        {
          selector: `MemberExpression[property.name=${BUILDER_METHODS}]:matches([object.name='db'], [object.property.name='db'])`,
          message:
            "Runtime SQL is named statements ({ name, text } run with tx.query): not drizzle's query builder on a database handle.",
        },
      ],
    },
  },

  // --- 3. Client ---------------------------------------------------------------------
  // (unit tests beside client code run in Node, so they may use node:* and server packages)
  {
    files: [...CLIENT, ...GAME_VIEWS],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [restrict.lazyPhaser] }],
    },
  },
  {
    files: [...CLIENT, ...GAME_VIEWS],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [restrict.lazyPhaser, restrict.serverOnly] },
      ],
    },
  },

  // --- 4. Scenes ---------------------------------------------------------------------
  {
    files: SCENES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: pkgs('socket.io-client', 'socket.io', '@socket.io/*'),
              message: 'Scenes never touch the network: the page hands them an outcome on the bus.',
            },
            {
              regex: pkgs('zustand'),
              message: 'Scenes never touch stores: they animate an outcome and announce done.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource'].map((name) => ({
          name,
          message: 'Scenes never touch the network: the page hands them an outcome on the bus.',
        })),
      ],
    },
  },

  // --- Scripts and tests -------------------------------------------------------------
  {
    files: ['tools/**', 'tests/**', '*.{js,mjs,cjs,ts,mts,cts}'],
    rules: { 'no-console': 'off' },
  },
]);
