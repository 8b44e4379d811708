// `npm run bench:bundle`: gzip sizes of the lobby's JavaScript and of what each game route
// and the back office add, from the last client build (dist/client). Budgets (CI fails over
// any): the lobby 107 KB gzip (105.9 KB measured); the game engine (the stage with the custom
// Phaser of games/engine/phaser/customBuild.ts) 141 KB (137.9 measured); a player's first game
// (the lobby, the dice route, the engine and the dice scene) 312 KB (310.0 measured). A little
// room and no more, so growth fails the build. It fails too when the back office's chunk
// would load with the lobby or a player's page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCENE_NAMES } from '../../games/registry.client';
import { entryKey, extraFiles, staticClosure, type Manifest } from './bundleClosure';

const LOBBY_BUDGET_KB = 107;
const ENGINE_BUDGET_KB = 141;
const FIRST_GAME_BUDGET_KB = 312;
const dist = 'dist/client';
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No client build found: run `npm run build:client` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipKb = (files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0) / 1024;
const kb = (n: number) => `${n.toFixed(1).padStart(7)} KB`;

const lobby = staticClosure(manifest, [entryKey(manifest), 'src/client/pages/HomePage.tsx']);
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
// The back office shows the ordinary 404 page, whose chunk every unknown path loads too.
const notFound = staticClosure(manifest, ['src/client/pages/NotFoundPage.tsx']);
// Libraries the admin screens share with player pages (zod, react-hook-form, the text field)
// get chunks of their own, named after no source file: those are not the back office's code.
// Its own chunks are the ones built from modules under the admin folders.
const ownSources = (key: string) =>
  key.startsWith('src/client/pages/admin/') || key.startsWith('src/client/features/admin/');
const adminOwnFiles = new Set(
  Object.entries(manifest)
    .filter(([key]) => ownSources(key))
    .map(([, chunk]) => chunk.file),
);
const adminOnly = adminFiles.filter((file) => !notFound.has(file) && adminOwnFiles.has(file));
const playerPages = Object.keys(manifest).filter(
  (key) => key.startsWith('src/client/pages/') && !key.startsWith('src/client/pages/admin/'),
);
for (const key of [entryKey(manifest), ...playerPages]) {
  const shared = [...staticClosure(manifest, [key])].filter((file) => adminOnly.includes(file));
  if (shared.length === 0) continue;
  console.error(`${key} loads the back office's code: ${shared.join(', ')}`);
  process.exitCode = 1;
}

// The registry of every game's rules (games/registry.ts) and the instant games' contract
// built from it are the server's and the back office's: a player's page loads its own game's
// rules and no other's. A page that gets them back, through a runtime import of a contract
// module that names every game, fails here. The fairness pages are the exception that
// recomputes outcomes: the round chains' section checks every round game's draws.
const everyGamesRules = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.name === 'registry' || chunk.name === 'instantGames')
    .map((chunk) => chunk.file),
);
const gamePages = Object.keys(manifest).filter((key) => /^games\/[^/]+\/page\//.test(key));
const playsOneGame = (key: string) => !key.startsWith('src/client/pages/fairness/');
for (const key of [entryKey(manifest), ...playerPages, ...gamePages].filter(playsOneGame)) {
  const loaded = [...staticClosure(manifest, [key])].filter((file) => everyGamesRules.has(file));
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
if (lobbyKb > LOBBY_BUDGET_KB) {
  console.error(`The lobby is over its ${LOBBY_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
if (engineKb > ENGINE_BUDGET_KB) {
  console.error(`The game engine is over its ${ENGINE_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
if (firstGameKb > FIRST_GAME_BUDGET_KB) {
  console.error(`A player's first game is over its ${FIRST_GAME_BUDGET_KB} KB budget.`);
  process.exitCode = 1;
}
