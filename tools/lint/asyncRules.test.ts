// Proves the type-aware async rules of .oxlintrc.json bite: a floating promise, an async
// callback where a void one is expected, a promise as a condition and an awaited
// non-promise are each reported, in a scratch project with this repository's config.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'async-rules-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const PROBE = `async function pay(): Promise<number> {
  return 1;
}
export function misuse(list: number[]): void {
  pay();
  list.forEach(async () => {
    await pay();
  });
  if (pay()) list.push(1);
}
export async function awaitPlain(): Promise<void> {
  await 3;
}
export const Button = () => <button onClick={async () => await pay()}>pay</button>;
export async function fine(list: number[]): Promise<void> {
  await pay();
  void pay();
  for (const _ of list) await pay();
}
`;

it('reports each async mistake, and nothing in correct code', async () => {
  cpSync(join(root, '.oxlintrc.json'), join(scratch, '.oxlintrc.json'));
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, jsx: 'react-jsx', lib: ['ES2023', 'DOM'] } }),
  );
  writeFileSync(join(scratch, 'probe.tsx'), PROBE);
  const run = await promisify(execFile)(
    join(root, 'node_modules/.bin/oxlint'),
    ['--type-aware', '-f', 'unix', 'probe.tsx'],
    { cwd: scratch },
  ).catch((error: { stdout: string; code: number }) => error);
  const lines = run.stdout.split('\n').filter((line) => line.startsWith('probe.tsx:'));
  const hits = lines.map((line) => {
    const [, row, rule] = /^probe\.tsx:(\d+):\d+: .*typescript\((.+)\)\]$/.exec(line) ?? [];
    return `${row} ${rule}`;
  });
  expect(hits.sort()).toEqual([
    '12 await-thenable',
    '5 no-floating-promises',
    '6 no-misused-promises',
    '9 no-misused-promises',
  ]);
}, 60_000);
