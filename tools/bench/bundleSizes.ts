// `npm run bench:bundle`: gzip sizes of the lobby's JavaScript and of what each game route
// and the back office add, from the last client build (dist/client). Budgets (CI fails over
// any): the lobby 109 KB gzip (108.1 KB measured); the game engine (the stage with the custom
// Phaser of games/engine/phaser/customBuild.ts) 141 KB (138.2 measured); a player's first game
// (the lobby, the dice route, the engine and the dice scene) 315 KB (313.4 measured), in at
// most 24 script files (22). A little room and no more, so growth fails the build. It fails
// too when the back office's code would load with the lobby or a player's page, or a
// player's page would load every game's rules.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCENE_NAMES } from '../../games/registry.client';
import {
  entryKey,
  extraFiles,
  filesHolding,
  keyOf,
  staticClosure,
  type Manifest,
} from './bundleClosure';
import { CHUNK_MODULES_FILE, type ChunkModules } from '../vite/chunk-modules-plugin';

const LOBBY_BUDGET_KB = 109;
const ENGINE_BUDGET_KB = 141;
const FIRST_GAME_BUDGET_KB = 315;
/**
 * Script files a first game of dice fetches (the same four parts). Over HTTP/1.1 a browser
 * takes six files a host at a time, so small chunks queue: 36 files, then 22 once the build
 * printed small shared chunks into their readers (vite.config.ts).
 */
const FIRST_GAME_FILES = 24;
const dist = 'dist/client';
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No client build found: run `npm run build:client` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
/** Chunk file to the modules it prints: a small shared module is printed in each reader. */
const modules = JSON.parse(readFileSync(join(dist, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;
const kb = (n: number) => `${n.toFixed(1).padStart(7)} KB`;

const lobby = staticClosure(manifest, [
  entryKey(manifest),
  keyOf(manifest, 'src/client/pages/HomePage.tsx'),
]);
const lobbyKb = gzipKb(lobby);
console.log(`lobby (entry + home)       ${kb(lobbyKb)}  budget ${LOBBY_BUDGET_KB} KB`);

const routes: Record<string, string> = {
  dice: 'games/dice/page/DicePage.tsx',
  plinko: 'games/plinko/page/PlinkoPage.tsx',
  mines: 'games/mines/page/MinesPage.tsx',
  cases: 'games/case-unbox/page/CasePage.tsx',
};
for (const [name, key] of Object.entries(routes)) {
  const own = gzipKb([manifest[key]!.file]);
  const added = gzipKb(extraFiles(lobby, staticClosure(manifest, [key])));
  console.log(`${name.padEnd(10)} route: own ${kb(own)}, adds to the lobby ${kb(added)}`);
}

// The back office (/admin): its own lazy chunk, and chunks of its own beside it. No player's
// download may hold any of them: neither the lobby nor any other page needs them to render.
const adminKey = 'src/client/pages/admin/AdminArea.tsx';
if (!manifest[adminKey]?.isDynamicEntry) {
  // Imported statically somewhere, it is folded into that page's chunk.
  console.error('The back office has no lazy chunk of its own: something imports it statically.');
  process.exit(1);
}
const adminFile = manifest[adminKey].file;
const adminFiles = extraFiles(lobby, staticClosure(manifest, [adminKey]));
console.log(
  `admin      route: own ${kb(gzipKb([adminFile]))}, adds to the lobby ${kb(gzipKb(adminFiles))}`,
);
// Its code is the modules under the admin folders, wherever the build printed them. Libraries
// the admin screens share with player pages (zod, react-hook-form, the text field) are not.
const ownSources = (module: string) =>
  module.startsWith('src/client/pages/admin/') || module.startsWith('src/client/features/admin/');
// A page's chunk, keyed by its source or (imported by another chunk too) by its own name.
const chunkPrints = (key: string, matches: (module: string) => boolean) =>
  (modules[manifest[key]!.file] ?? []).some(matches);
const playerPages = Object.keys(manifest).filter(
  (key) =>
    !ownSources(key) &&
    chunkPrints(key, (m) => m.startsWith('src/client/pages/') && !ownSources(m)),
);
const gamePages = Object.keys(manifest).filter((key) =>
  chunkPrints(key, (m) => /^games\/[^/]+\/page\//.test(m)),
);
for (const key of [entryKey(manifest), ...playerPages, ...gamePages]) {
  const shared = filesHolding(modules, staticClosure(manifest, [key]), ownSources);
  if (shared.length === 0) continue;
  console.error(`${key} loads the back office's code: ${shared.join(', ')}`);
  process.exitCode = 1;
}
if (filesHolding(modules, adminFiles, ownSources).length === 0) {
  console.error("The back office's chunks hold none of its modules: the check above saw nothing.");
  process.exitCode = 1;
}

// The registry of every game's rules (games/registry.ts) and the instant games' contract
// built from it are the server's and the back office's: a player's page loads its own game's
// rules and no other's. A page that gets them back, through a runtime import of a contract
// module that names every game, fails here. The fairness pages are the exception that
// recomputes outcomes: the round chains' section checks every round game's draws.
const everyGamesRules = (module: string) =>
  module === 'games/registry.ts' || module === 'src/shared/contract/instantGames.ts';
const playsOneGame = (key: string) =>
  !chunkPrints(key, (m) => m.startsWith('src/client/pages/fairness/'));
for (const key of [entryKey(manifest), ...playerPages, ...gamePages].filter(playsOneGame)) {
  const loaded = filesHolding(modules, staticClosure(manifest, [key]), everyGamesRules);
  if (loaded.length === 0) continue;
  console.error(`${key} loads every game's rules: ${loaded.join(', ')}`);
  process.exitCode = 1;
}

// Loaded on the first game route, after the page itself: the stage with Phaser, then a scene.
const sceneFiles = new Map<string, string>();
for (const scene of SCENE_NAMES) {
  const key = Object.keys(manifest).find((k) => k.startsWith(`games/${scene}/scene/`));
  if (key) sceneFiles.set(scene, manifest[key]!.file);
}
const engine = extraFiles(
  lobby,
  staticClosure(manifest, ['games/engine/GameHost.tsx'], true, lobby),
);
const engineOnly = engine.filter((file) => ![...sceneFiles.values()].includes(file));
const engineKb = gzipKb(engineOnly);
console.log(`engine (stage + Phaser)    ${kb(engineKb)}  budget ${ENGINE_BUDGET_KB} KB`);
for (const [scene, file] of sceneFiles) {
  console.log(`${scene.padEnd(10)} scene chunk         ${kb(gzipKb([file]))}`);
}
// A player's first game, as issue 36 counts it: the lobby, the dice route, the engine and
// the dice scene, each file once.
const firstGame = new Set([
  ...lobby,
  ...staticClosure(manifest, [routes.dice!]),
  ...engineOnly,
  ...(sceneFiles.has('dice') ? [sceneFiles.get('dice')!] : []),
]);
const firstGameKb = gzipKb(firstGame);
console.log(`first game (dice, all in)  ${kb(firstGameKb)}  budget ${FIRST_GAME_BUDGET_KB} KB`);
console.log(
  `first game, script files   ${String(firstGame.size).padStart(7)}     budget ${FIRST_GAME_FILES}`,
);
if (lobbyKb > LOBBY_BUDGET_KB) {
  console.error(`The lobby is over its ${LOBBY_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
if (engineKb > ENGINE_BUDGET_KB) {
  console.error(`The game engine is over its ${ENGINE_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
if (firstGame.size > FIRST_GAME_FILES) {
  console.error(
    `A player's first game needs ${firstGame.size} script files, over ${FIRST_GAME_FILES}.`,
  );
  process.exitCode = 1;
}
if (firstGameKb > FIRST_GAME_BUDGET_KB) {
  console.error(`A player's first game is over its ${FIRST_GAME_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
