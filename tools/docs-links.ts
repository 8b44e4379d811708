import { execFileSync } from 'node:child_process';
import { lstatSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

// The rules the code relies on live in the repository (docs/). A file may cite them, never a
// note outside the repository, and every docs page it cites must exist with the section it
// names, so a reader who follows a comment always lands somewhere.

/** Text that points outside the repository: the design notes and the folder they live in. */
const OUTSIDE = [/games\.md/, /\/work\/shared/, /shared\/design/];

/**
 * Applied migrations keep their text: the migrator knows each one by the SHA-256 of its SQL
 * (src/server/db/migrationTimes.ts), so editing one, even a comment, orphans its record in
 * every database that applied it. These predate the docs and still name the old note.
 */
export const FROZEN_FILES: ReadonlySet<string> = new Set([
  'src/server/db/migrations/0029_case_battles.sql',
]);

/** A docs page cited from the repository's root, with the quoted section that may follow. */
const CITATION = /(?<![\w./-])(docs\/[\w./-]+\.md)(?:,\s*(?:(?:\/\/|\*|--|#)\s*)?"([^"\n]+)")?/g;
/** A relative Markdown link: [text](target.md) or [text](target.md#anchor). */
const MARKDOWN_LINK = /\]\((?!\w+:)([^)\s#]+\.md)(?:#[^)\s]*)?\)/g;

const BINARY = /\.(png|jpe?g|gif|ico|webp|wav|mp3|ogg|woff2?|ttf|sig|pdf|zip|gz)$/i;

export interface RepoFile {
  path: string;
  text: string;
}

/** The headings of a Markdown text, without their hashes. */
export function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]!);
}

/**
 * What is wrong with the files' citations, one line each: a mention of a note outside the
 * repository, a docs page that is not among `files`, or a section that page lacks.
 */
export function citationProblems(files: readonly RepoFile[]): string[] {
  const pages = new Map(files.filter((f) => f.path.endsWith('.md')).map((f) => [f.path, f.text]));
  const problems: string[] = [];
  for (const { path, text } of files) {
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    if (!FROZEN_FILES.has(path)) {
      for (const pattern of OUTSIDE) {
        const match = new RegExp(pattern, 'g').exec(text);
        if (match) problems.push(`${path}:${lineOf(match.index)} points outside: ${match[0]}`);
      }
    }
    const cite = (target: string, index: number, section?: string) => {
      const page = pages.get(target);
      if (page === undefined) {
        problems.push(`${path}:${lineOf(index)} cites ${target}, which does not exist`);
      } else if (section !== undefined && !headingsOf(page).includes(section)) {
        problems.push(`${path}:${lineOf(index)} cites ${target}, "${section}": no such section`);
      }
    };
    for (const match of text.matchAll(CITATION)) cite(match[1]!, match.index, match[2]);
    if (path.endsWith('.md')) {
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        cite(normalize(join(dirname(path), match[1]!)), match.index);
      }
    }
  }
  return problems;
}

/** Every text file git tracks or would track (new files too), read from `root`. */
export function repositoryFiles(root: string): RepoFile[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((path) => path !== '' && !path.startsWith('node_modules') && !BINARY.test(path));
  const files: RepoFile[] = [];
  for (const path of new Set(listed)) {
    const full = join(root, path);
    // deleted (not yet committed) files and symlinks are skipped
    const isFile = (() => {
      try {
        return lstatSync(full).isFile();
      } catch {
        return false;
      }
    })();
    if (!isFile) continue;
    const text = readFileSync(full, 'utf8');
    if (!text.includes('\0')) files.push({ path, text });
  }
  return files;
}
