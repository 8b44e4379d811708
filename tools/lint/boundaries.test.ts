// Proves each architecture boundary in eslint.config.js on small in-memory snippets with
// virtual file paths. Type information is switched off (snippets are not in tsconfig and
// the boundary rules need none), so this stays fast.
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: 'eslint.config.js',
    overrideConfig: [tseslint.configs.disableTypeChecked as Linter.Config],
  });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  const messages = result?.messages ?? [];
  // A parse error or an ignored file would make every "clean" case pass for nothing.
  expect(messages.filter((m) => m.fatal === true || m.ruleId === null)).toEqual([]);
  return messages;
}

const IMPORTS = '@typescript-eslint/no-restricted-imports';
const LOCAL = 'local/import-boundaries';

async function expectError(filePath: string, code: string, ruleId: string, text?: string) {
  const errors = (await lint(filePath, code)).filter((m) => m.severity === 2);
  const hits = errors.filter((m) => m.ruleId === ruleId);
  expect(hits, `${filePath}: ${code}\n got ${JSON.stringify(errors)}`).not.toHaveLength(0);
  if (text)
    expect(hits.map((m) => m.message.toLowerCase()).join('\n')).toContain(text.toLowerCase());
}

/** No boundary rule fires (other rules, e.g. unused vars, are ignored here). */
const BOUNDARY_RULES = [
  IMPORTS,
  LOCAL,
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
];
async function expectAllowed(filePath: string, code: string) {
  const hits = (await lint(filePath, code)).filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? ''));
  expect(hits, `${filePath}: ${code}`).toEqual([]);
}

describe('1. pure cores (src/shared, games/fair, games/*/core)', () => {
  it.each([
    ['src/shared/x.ts', "import { createHash } from 'node:crypto';"],
    ['src/shared/contract/x.ts', "import { readFileSync } from 'fs';"],
    ['games/fair/x.ts', "import { join } from 'path/posix';"],
    ['games/dice/core/x.ts', "import React from 'react';"],
    ['games/dice/core/x.ts', "import { createRoot } from 'react-dom/client';"],
    ['games/fair/x.ts', "import Phaser from 'phaser';"],
    ['src/shared/x.ts', "import { create } from 'zustand';"],
    ['src/shared/x.ts', "import { io } from 'socket.io-client';"],
    ['games/crash/core/x.ts', "import { Howl } from 'howler';"],
    ['src/shared/x.ts', "import pino from 'pino';"],
    ['src/shared/x.ts', "import Fastify from 'fastify';"],
    ['src/shared/x.ts', "import { eq } from 'drizzle-orm';"],
    ['src/shared/x.ts', "import type { Pool } from 'pg';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, IMPORTS);
  });

  it.each([
    ['src/shared/x.ts', "import { App } from '../client/app';"],
    ['src/shared/contract/x.ts', "import { db } from '../../server/db/client';"],
    ['games/dice/core/x.ts', "import { DiceScene } from '../scene/DiceScene';"],
    ['games/dice/core/x.ts', "import { bus } from '../../engine/bus';"],
    ['games/fair/x.ts', "export * from '../dice/viewer';"],
    ['games/dice/core/x.ts', "import { seed } from '../../../tests/helpers/seed';"],
  ])('%s: %s (outside the pure cores) is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'pure core');
  });

  it.each([
    [
      'games/dice/core/x.ts',
      'export const roll = () => Math.random();',
      'no-restricted-properties',
    ],
    ['src/shared/x.ts', 'export const now = () => Date.now();', 'no-restricted-properties'],
    ['games/fair/x.ts', 'export const now = () => new Date();', 'no-restricted-syntax'],
    ['games/fair/x.ts', 'export const now = () => Date();', 'no-restricted-syntax'],
    ['src/shared/x.ts', 'export const t = () => performance.now();', 'no-restricted-globals'],
    ['src/shared/x.ts', 'export const w = () => window.innerWidth;', 'no-restricted-globals'],
    ['games/dice/core/x.ts', 'export const d = () => document.title;', 'no-restricted-globals'],
    [
      'src/shared/x.ts',
      "export const l = () => localStorage.getItem('k');",
      'no-restricted-globals',
    ],
    ['src/shared/x.ts', 'export const u = () => crypto.randomUUID();', 'no-restricted-globals'],
    ['src/shared/x.ts', "export const m = async () => import('node:fs');", 'no-restricted-syntax'],
  ])('%s: %s is an error', async (file, code, rule) => {
    await expectError(file, code, rule, 'pure cores');
  });

  it('may import zod, each other and JSON, and build dates from given times', async () => {
    await expectAllowed(
      'games/dice/core/x.ts',
      [
        "import { z } from 'zod';",
        "import { floats } from '../../fair/stream';",
        "import { BET_MIN } from '../../../src/shared/money';",
        "import { payout } from './payout';",
        "import tuning from '../tuning.json';",
        'export const f = (ms: number) => [z, floats, BET_MIN, payout, tuning, new Date(ms), Date.UTC(2020, 0)];',
      ].join('\n'),
    );
  });

  it('does not bind test files beside the cores', async () => {
    await expectAllowed(
      'games/dice/core/roll.test.ts',
      "import { readFileSync } from 'node:fs';\nexport const r = [readFileSync, Math.random(), Date.now()];",
    );
  });
});

describe('2. server', () => {
  it.each([
    ['src/server/x.ts', "import { App } from '../client/app';"],
    ['src/server/domain/chat/routes/x.ts', "import { App } from '../../../../client/app';"],
    ['src/server/x.ts', "export const load = () => import('../client/app');"],
    ['src/server/domain/x.ts', "import { DiceScene } from '../../../games/dice/scene/DiceScene';"],
    ['src/server/x.ts', "import { game } from '../../games/engine';"],
    ['src/server/x.ts', "import app = require('../client/app');\nexport { app };"],
    ['src/server/x.ts', "export type App = typeof import('../client/app');"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, LOCAL, '"server" boundary');
  });

  it.each([
    ['src/server/x.ts', "import React from 'react';"],
    ['src/server/x.ts', "import { renderToString } from 'react-dom/server';"],
    ['src/server/x.ts', "import Phaser from 'phaser';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, IMPORTS, 'The server renders no UI');
  });

  it('may import its own folders (even one named client), shared code and game cores', async () => {
    await expectAllowed(
      'src/server/realtime/x.ts',
      [
        "import { redis } from './client';",
        "import { db } from '../db/client';",
        "import { roll } from '../../../games/dice/core/roll';",
        "import { money } from '../../shared/money';",
        "import { randomBytes } from 'node:crypto';",
        'export const all = [redis, db, roll, money, randomBytes, Date.now(), Math.random()];',
      ].join('\n'),
    );
  });
});

describe('3. client', () => {
  const lazy = 'Phaser and scenes load through dynamic import() so the lobby bundle stays small';

  it('a static import of phaser is an error', async () => {
    await expectError('src/client/pages/x.tsx', "import Phaser from 'phaser';", IMPORTS, lazy);
  });

  it.each([
    ['games/dice/core/x.ts', "import { DICE_TARGET_MIN } from '../../../src/shared/contract';"],
    [
      'games/dice/game.ts',
      "import type { BetRecord } from '../../src/shared/contract/instantGames';",
    ],
    ['games/fair/x.ts', "export * from '../../src/shared/contract/battles';"],
  ])('%s: %s (a core importing the contract) is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'rules own their numbers');
  });

  it.each([
    "import { DiceScene } from '../dice/scene/DiceScene';",
    "import type { DiceCommands } from '../dice/bus';",
    "export const load = () => import('../mines/scene/MinesScene');",
    "import { CLIENT_GAMES } from '../registry.client';",
  ])('games/engine/x.ts: %s (the engine naming a game) is an error', async (code) => {
    await expectError('games/engine/x.ts', code, LOCAL, 'generic engine');
  });

  it('the engine may use its own modules, the manifest types and the shared code', async () => {
    await expectAllowed(
      'games/engine/x.ts',
      [
        "import type { GameBus } from './bus';",
        "import type { GameManifest } from '../manifest';",
        "import type { CaseRarity } from '../../src/shared/rarities';",
        'export type T = [GameBus, GameManifest, CaseRarity];',
      ].join('\n'),
    );
  });

  it.each([
    "import { GameHost } from '../../../games/engine/GameHost';",
    "export { GameHost } from '../../../games/engine';",
    "import { DiceScene } from '../../../games/dice/scene/DiceScene';",
  ])('src/client/pages/x.tsx: %s is an error', async (code) => {
    await expectError('src/client/pages/x.tsx', code, LOCAL, lazy);
  });

  it.each([
    ['games/dice/page/DicePage.tsx', "import { GameHost } from '../../engine/GameHost';"],
    ['games/dice/verifier/DiceVerifier.tsx', "import { DiceScene } from '../scene/DiceScene';"],
  ])("%s, a game's own view, is held to it too: %s is an error", async (file, code) => {
    await expectError(file, code, LOCAL, lazy);
  });

  it('dynamic import() of phaser, the engine and scenes is allowed, as are type imports', async () => {
    await expectAllowed(
      'src/client/pages/x.tsx',
      [
        "import { lazy } from 'react';",
        "import type Phaser from 'phaser';",
        "import type { Bus } from '../../../games/engine/bus';",
        "import { roll } from '../../../games/dice/core/roll';",
        "import { api } from '../server/api';", // src/client/server/api: still the client
        "export const GameHost = lazy(() => import('../../../games/engine/GameHost'));",
        "export const loadPhaser = async () => (await import('phaser')).default;",
        "export const loadScene = () => import('../../../games/dice/scene/DiceScene');",
        'export type T = [Phaser.Game, Bus, typeof roll, typeof api];',
      ].join('\n'),
    );
  });

  it.each([
    "import { db } from '../../../server/db/client';",
    "import type { Wallet } from '../../../server/domain/wallet/service';",
  ])('src/client/**: %s is an error', async (code) => {
    await expectError('src/client/features/cashier/x.ts', code, LOCAL, '"client" boundary');
  });
});

describe('4. scenes', () => {
  it.each([
    ["import { io } from 'socket.io-client';", IMPORTS],
    ["import { create } from 'zustand';", IMPORTS],
    ["import { useChat } from '../../../src/client/features/chat/store';", LOCAL],
    ["import { useBalance } from '../../../src/client/stores/balance';", LOCAL],
    ["import { jackpotStore } from '../../roulette/page/jackpot-store';", LOCAL],
    ["import { formatRoll } from '../page/dice-labels';", LOCAL],
    ["import { app } from '../../../src/server/app';", LOCAL],
    ["export const get = () => fetch('/api/me');", 'no-restricted-globals'],
  ])('games/dice/scene/x.ts: %s is an error', async (code, rule) => {
    await expectError('games/dice/scene/x.ts', code, rule);
  });

  it('may use phaser, the engine and its own core', async () => {
    await expectAllowed(
      'games/dice/scene/x.ts',
      [
        "import Phaser from 'phaser';",
        "import { bus } from '../../engine/bus';",
        "import { payout } from '../core/payout';",
        'export const all = [Phaser, bus, payout];',
      ].join('\n'),
    );
  });
});

describe('5. wallet tables', () => {
  it.each([
    ['src/server/http/x.ts', "import { wallets } from '../db/schema/wallet';"],
    ['src/server/domain/cases/x.ts', "import { ledger } from '../../db/schema/wallet.ts';"],
    ['src/server/realtime/x.ts', "import type { Wallet } from '../db/schema/wallet';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'only src/server/domain/wallet changes balances');
  });

  it.each([
    // Runtime code imports a table's type only (the runtime SQL rule, runtimeSql.test.ts).
    ['src/server/domain/wallet/x.ts', "import type { wallets } from '../../db/schema/wallet';"],
    ['src/server/db/schema/index.ts', "export * from './wallet';"],
    ['tests/integration/x.test.ts', "import { wallets } from '../../src/server/db/schema/wallet';"],
    ['tools/ledger-verify.ts', "import { wallets } from '../src/server/db/schema/wallet';"],
    ['src/server/domain/accounts/x.ts', "import type { users } from '../../db/schema/users';"],
  ])('%s: %s is allowed', async (file, code) => {
    await expectAllowed(file, `${code}\nexport {};`);
  });
});

describe('6. http and the domain', () => {
  it.each([
    ['src/server/http/x.ts', "import { ping } from '../db/client';"],
    ['src/server/http/x.ts', "import { transact } from '../db/transaction';"],
    ['src/server/http/pages/x.ts', "import type { Database } from '../../db/client';"],
    ['src/server/domain/health/routes/x.ts', "import { ping } from '../../../db/client';"],
    ['src/server/domain/chat/routes/x.ts', "import type { Database } from '../../../db/client';"],
    ['src/server/domain/accounts/routes/x.ts', "import { users } from '../../../db/schema/users';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'routes go through the domain');
  });

  it.each([
    ['src/server/domain/x.ts', "import { sendError } from '../http/errors';"],
    ['src/server/domain/chat/x.ts', "import type { RouteContext } from '../../http/route';"],
    ['src/server/domain/rain/x.ts', "import { relay } from '../../realtime/relayEngine';"],
    ['src/server/domain/rain/rain.ts', "import { rainRelays } from './relays';"],
    ['src/server/domain/rain/x.ts', "import { rainRelays } from './relays.ts';"],
    ['src/server/domain/chat/x.ts', "import { rainRelays } from '../rain/relays';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'the domain knows no transport');
  });

  it.each([
    ['src/server/domain/x.ts', "import type { FastifyRequest } from 'fastify';"],
    ['src/server/domain/chat/x.ts', "import type { Server } from 'socket.io';"],
    ['src/server/domain/x.ts', "import cookie from '@fastify/cookie';"],
    ['src/server/domain/x.ts', "import { createAdapter } from '@socket.io/redis-adapter';"],
    ['src/server/domain/x.ts', "import React from 'react';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, IMPORTS);
  });

  it.each([
    ['src/server/http/x.ts', "import { ping } from '../domain/health';"],
    ['src/server/domain/x.ts', "import { transact } from '../db/transaction';"],
    ['src/server/realtime/x.ts', "import type { Server } from 'socket.io';"],
    ['src/server/app.ts', "import Fastify from 'fastify';"],
    ['src/server/domain/cashier/module.ts', "import { relay } from '../../realtime/relayEngine';"],
    ['src/server/domain/rain/relays.ts', "import { relay } from '../../realtime/relayEngine';"],
    ['src/server/domain/rain/relays.ts', "import { rainStateWire } from './rainWire';"],
    ['src/server/domain/rain/module.ts', "import { rainRelays } from './relays';"],
  ])('%s: %s is allowed', async (file, code) => {
    await expectAllowed(file, `${code}\nexport {};`);
  });

  // An area's routes/ are HTTP: the http/ rules, not the domain's.
  it.each([
    ['src/server/domain/health/routes/x.ts', "import { ping } from '../readiness';"],
    ['src/server/domain/chat/routes/x.ts', "import { pay } from '../../wallet';"],
    ['src/server/domain/chat/routes/x.ts', "import { route } from '../../../http/route';"],
    ['src/server/domain/chat/routes/x.ts', "import { sendError } from '../../../http/errors';"],
    ['src/server/domain/chat/routes/x.ts', "import type { FastifyInstance } from 'fastify';"],
    ['src/server/domain/steam/routes/x.ts', "import cookie from '@fastify/cookie';"],
    ['src/server/domain/chat/module.ts', "import { chatRoutes } from './routes/chat';"],
    ['src/server/domain/cashier/routes/cashierCard.ts', "import { card } from './cardSandbox';"],
    ['src/server/domain/chat/routes/chat.test.ts', "import { chatRoutes } from './chat';"],
    ['src/server/domain/chat/routes/a/x.ts', "import { chatRoutes } from '../chat';"],
  ])('%s: %s is allowed', async (file, code) => {
    await expectAllowed(file, `${code}\nexport {};`);
  });

  it('a route renders no UI either', async () => {
    const code = "import React from 'react';";
    await expectError('src/server/domain/chat/routes/x.ts', code, IMPORTS, 'renders no UI');
  });

  it.each([
    ['src/server/domain/chat/x.ts', "import { chatRoutes } from './routes/chat';"],
    ['src/server/domain/chat/users/x.ts', "import type { Body } from '../routes/chat';"],
    ['src/server/domain/chat/x.test.ts', "import { chatRoutes } from './routes/chat';"],
    ['src/server/domain/rain/x.ts', "import { chatRoutes } from '../chat/routes/chat';"],
    ['src/server/domain/x.ts', "export const load = () => import('./chat/routes/chat');"],
    ['src/server/app.ts', "import { chatRoutes } from './domain/chat/routes/chat';"],
    ['src/server/http/x.ts', "import { chatRoutes } from '../domain/chat/routes';"],
  ])('%s: %s (a route, outside its module) is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'registered by its module.ts');
  });

  it.each([
    ['src/server/domain/rain/module.ts', "import { chatRoutes } from '../chat/routes/chat';"],
    ['src/server/domain/chat/module.ts', "import { roomRoutes } from '../chatRooms/routes/x';"],
    ['src/server/domain/rain/routes/x.ts', "import { chatRoutes } from '../../chat/routes/chat';"],
    ['src/server/domain/rain/routes/a/x.ts', "import type { B } from '../../../chat/routes/b';"],
  ])('%s: %s (another module’s routes) is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'routes stay in their module');
  });

  it.each([
    ['src/server/app.ts', "import { serverModule } from './domain/chat/module';"],
    ['src/server/domain/chat/x.ts', "import { serverModule } from './module';"],
    ['src/server/domain/rain/module.ts', "import { serverModule } from '../chat/module.ts';"],
  ])('%s: %s (a module file, found by folder) is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'found by folder');
  });
});

describe('6. realtime', () => {
  it.each([
    ['src/server/realtime/x.ts', "import { sendError } from '../http/errors';"],
    ['src/server/realtime/relays/x.ts', "import { route } from '../../http/route';"],
    ['src/server/realtime/x.ts', "import type { RouteContext } from '../http/route';"],
    ['src/server/domain/rain/relays.ts', "import { route } from '../../http/route';"],
    ['src/server/realtime/x.ts', "import { chatRoutes } from '../domain/chat/routes/chat';"],
    ['src/server/domain/rain/relays.ts', "import { rainRoutes } from './routes/rain';"],
  ])('%s: %s is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'two transports side by side');
  });

  it('may use the neutral error mapping and the domain', async () => {
    await expectAllowed(
      'src/server/realtime/x.ts',
      [
        "import { toErrorAnswer } from '../edge/errorAnswer';",
        "import { DomainError } from '../domain/errors';",
        'export const all = [toErrorAnswer, DomainError];',
      ].join('\n'),
    );
  });
});

describe('general rules', () => {
  it('no-console is an error in src/ and allowed in tools/ and tests/', async () => {
    await expectError('src/server/x.ts', "console.log('hi');", 'no-console');
    await expectError('src/client/x.ts', "console.log('hi');", 'no-console');
    for (const file of ['tools/x.ts', 'tests/integration/x.test.ts']) {
      const messages = await lint(file, "console.log('hi');");
      expect(messages.map((m) => m.ruleId)).not.toContain('no-console');
    }
  });

  it('no-explicit-any is an error; unused names need a _ prefix', async () => {
    await expectError(
      'src/server/x.ts',
      'export const f = (a: any) => a;',
      '@typescript-eslint/no-explicit-any',
    );
    await expectError(
      'src/server/x.ts',
      'export const f = (a: number) => { const b = a; };',
      '@typescript-eslint/no-unused-vars',
    );
    const messages = await lint(
      'src/server/x.ts',
      'export const f = (_a: number, b: number) => { const [_c] = [b]; try { return b; } catch (_e) { return 0; } };',
    );
    expect(messages.map((m) => m.ruleId)).not.toContain('@typescript-eslint/no-unused-vars');
  });
});

describe('7. modules meet at their index', () => {
  it.each([
    ['src/server/domain/rain/rain.ts', "import { Wallet } from '../wallet/wallet';"],
    ['src/server/domain/rain/routes/rain.ts', "import { Wallet } from '../../wallet/wallet';"],
    ['src/server/app.ts', "import { ChatService } from './domain/chat/chatService';"],
    ['src/server/realtime/x.ts', "export { Wallet } from '../domain/wallet/wallet';"],
    ['tools/bench/x.ts', "import type { Shard } from '../../src/server/domain/wallet/shards';"],
  ])('%s: %s (another module’s own file) is an error', async (file, code) => {
    await expectError(file, code, LOCAL, 'modules meet at their index');
  });

  it.each([
    ['src/server/domain/rain/rain.ts', "import { Wallet } from '../wallet';"],
    ['src/server/domain/rain/rain.ts', "import { Wallet } from '../wallet/index';"],
    ['src/server/domain/rain/rain.ts', "import { rainRows } from './rainRecords';"],
    ['src/server/domain/rain/routes/rain.ts', "import { Rain } from '../rain';"],
    ['src/server/app.ts', "import { DomainError } from './domain/errors';"],
    ['src/server/app.ts', "import { Wallet } from './domain/wallet';"],
    ['src/server/domain/rain/rain.test.ts', "import { Wallet } from '../wallet/wallet';"],
  ])('%s: %s is allowed', async (file, code) => {
    await expectAllowed(file, code);
  });
});
