import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';

// Adds a game to a scratch copy of the repository the way a new game is meant to be added:
// its folder, plus one entry (and its import) in each registry. What `git diff` then shows
// outside the folder is the cost of adding a game (issue 31: the two registry files only).

const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-c', 'user.name=plugin-proof', '-c', 'user.email=proof@localhost', ...args],
    {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );

/**
 * Copies the working tree's files (tracked and untracked, minus what .gitignore drops) into
 * `scratch` as one commit, with node_modules linked rather than copied.
 */
export function makeScratchCopy(repo: string, scratch: string): void {
  mkdirSync(scratch, { recursive: true });
  const files = git(repo, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules' && existsSync(join(repo, file)));
  for (const file of files) cpSync(join(repo, file), join(scratch, file), { recursive: false });
  git(scratch, 'init', '-q');
  git(scratch, 'add', '-A');
  git(scratch, 'commit', '-q', '-m', 'base');
  // The link is no change of the copy's (.gitignore's `node_modules/` matches folders only).
  appendFileSync(join(scratch, '.git/info/exclude'), '/node_modules\n');
  symlinkSync(resolve(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
}

/** A game folder to plug in, and the names its game.ts and client.ts export. */
export interface GameFolder {
  /** The folder to copy (a fixture game). */
  from: string;
  /** games/<name>: its kind. */
  name: string;
  /** The pure manifest game.ts exports. */
  manifest: string;
  /** The browser half client.ts exports. */
  client: string;
}

/** Adds `import { name } from '<from>';` after the last import and `name,` as the array's last entry. */
export function addRegistryLine(source: string, array: string, name: string, from: string): string {
  const lines = source.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  const start = lines.findIndex((line) => line.startsWith(`export const ${array} = [`));
  const end = lines.findIndex((line, i) => i > start && line.startsWith('] as const'));
  if (lastImport < 0 || start < 0 || end < 0) throw new Error(`No ${array} list to add to`);
  lines.splice(end, 0, `  ${name},`);
  lines.splice(lastImport + 1, 0, `import { ${name} } from '${from}';`);
  return lines.join('\n');
}

/** Copies the game's folder into games/<name>/ and adds its line to each registry. */
export function plugGame(scratch: string, game: GameFolder): void {
  cpSync(game.from, join(scratch, 'games', game.name), { recursive: true });
  const edit = (file: string, array: string, name: string, module: string) => {
    const path = join(scratch, 'games', file);
    writeFileSync(path, addRegistryLine(readFileSync(path, 'utf8'), array, name, module));
  };
  edit('registry.ts', 'GAMES', game.manifest, `./${game.name}/game`);
  edit('registry.client.ts', 'CLIENT_GAMES', game.client, `./${game.name}/client`);
}

export interface ChangedFile {
  path: string;
  added: number;
  removed: number;
}

/**
 * Every file the plug-in changed outside games/<name>/, with its lines added and removed;
 * the change is then committed, so a second game plugged into the same copy counts its own.
 */
export function changesOutsideGame(scratch: string, name: string): ChangedFile[] {
  git(scratch, 'add', '-A');
  const changes = git(
    scratch,
    'diff',
    '--cached',
    '--numstat',
    '--',
    '.',
    `:(exclude)games/${name}`,
  )
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [added, removed, path] = line.split('\t');
      return { path: path!, added: Number(added), removed: Number(removed) };
    });
  git(scratch, 'commit', '-q', '-m', `plug ${name}`);
  return changes;
}
