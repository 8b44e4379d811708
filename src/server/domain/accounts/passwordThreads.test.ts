import { readFileSync, readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { verify } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { HASHING_NICE, PasswordThreads } from './passwordThreads';

// A cheap argon2id, so the tests stay fast: the threads pass the options through.
const CHEAP = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** The nice value of each of this process's threads, by thread id (Linux's /proc). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // Fields after the command's closing parenthesis start at field 3; nice is field 19.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nices.set(Number(tid), Number(fields[16]));
  }
  return nices;
}

describe('PasswordThreads', () => {
  let threads: PasswordThreads;
  afterEach(() => threads.close());

  it('hashes and verifies with argon2id on its threads', async () => {
    threads = new PasswordThreads(1);
    const stored = await threads.hash('correct horse', CHEAP);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verify(stored, 'correct horse')).toBe(true);
    expect(await threads.verify(stored, 'correct horse')).toBe(true);
    expect(await threads.verify(stored, 'wrong horse')).toBe(false);
  });

  it('fails a job on a malformed hash and keeps serving', async () => {
    threads = new PasswordThreads(1);
    await expect(threads.verify('not a hash', 'x')).rejects.toThrow();
    const stored = await threads.hash('still works', CHEAP);
    expect(await threads.verify(stored, 'still works')).toBe(true);
  });

  it('runs at most its number of hashes at once and answers each its own', async () => {
    threads = new PasswordThreads(2);
    const passwords = ['a1', 'b2', 'c3', 'd4', 'e5'];
    const hashes = await Promise.all(passwords.map((p) => threads.hash(p, CHEAP)));
    const answers = await Promise.all(hashes.map((h, i) => threads.verify(h, passwords[i]!)));
    expect(answers).toEqual([true, true, true, true, true]);
    // Two threads at most were started for five jobs.
    const lowered = [...threadNices().values()].filter((nice) => nice === HASHING_NICE);
    expect(lowered.length).toBeLessThanOrEqual(2);
  });

  it.runIf(process.platform === 'linux')(
    "lowers its threads' priority and leaves the event loop's alone",
    async () => {
      const before = [...threadNices()].filter(([, nice]) => nice === HASHING_NICE).length;
      threads = new PasswordThreads(1);
      await threads.hash('priority', CHEAP);
      const after = [...threadNices()].filter(([, nice]) => nice === HASHING_NICE).length;
      expect(after).toBe(before + 1);
      expect(getPriority()).toBe(0);
      expect(threadNices().get(process.pid)).toBe(0);
    },
  );

  it('keeps the priority it is given', async () => {
    const before = [...threadNices()].filter(([, nice]) => nice === HASHING_NICE).length;
    threads = new PasswordThreads(1, 0);
    await threads.hash('as the process', CHEAP);
    const after = [...threadNices()].filter(([, nice]) => nice === HASHING_NICE).length;
    expect(after).toBe(before);
  });
});
