import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { HIGH_LOW } from './highLow';
import { LOW_OR_HIGH } from './lowOrHigh';
import { RED_OR_BLACK } from './redOrBlack';
import { changesOutsideGame, makeScratchCopy, plugGame } from './plugGame';

// npx tsx tools/plugin-proof <scratch dir> [--typecheck] [--build]: plugs the fixture games
// (an instant game, a room game and a round game) into a scratch copy of this checkout and prints what
// each changed outside its folder, and whether the copy type-checks and builds.

const [dir, ...flags] = process.argv.slice(2);
if (!dir) throw new Error('Usage: tsx tools/plugin-proof <scratch dir> [--typecheck] [--build]');
const scratch = resolve(dir);
makeScratchCopy(resolve(import.meta.dirname, '../..'), scratch);
for (const game of [HIGH_LOW, RED_OR_BLACK, LOW_OR_HIGH]) {
  plugGame(scratch, game);
  const changes = changesOutsideGame(scratch, game.name);
  for (const { path, added, removed } of changes) console.log(`${path}\t+${added} -${removed}`);
  console.log(`${changes.length} files outside games/${game.name}/`);
}
const run = (label: string, command: string, args: string[]) => {
  const started = Date.now();
  execFileSync(command, args, { cwd: scratch, stdio: 'inherit' });
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};
if (flags.includes('--typecheck')) run('typecheck', 'npm', ['run', 'typecheck']);
if (flags.includes('--build')) run('build', 'npm', ['run', 'build']);
