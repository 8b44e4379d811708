import { describe, expect, it } from 'vitest';
import { GroupCommit } from './groupCommit';

function deferred() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

describe('GroupCommit', () => {
  it('sends an item at once while a lane is free', async () => {
    const groups: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      groups.push(items);
      return items.map((n) => n * 2);
    }, 1);
    expect(await commit.submit(3)).toBe(6);
    expect(groups).toEqual([[3]]);
  });

  it('groups what arrives while every lane is busy, answering each in order', async () => {
    const gate = deferred();
    const groups: number[][] = [];
    const commit = new GroupCommit<number, string>(async (items) => {
      groups.push(items);
      if (groups.length === 1) await gate.done;
      return items.map((n) => `r${n}`);
    }, 1);
    const first = commit.submit(1);
    const rest = [2, 3, 4].map((n) => commit.submit(n));
    gate.release();
    expect(await first).toBe('r1');
    expect(await Promise.all(rest)).toEqual(['r2', 'r3', 'r4']);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps groups to their largest size', async () => {
    const gate = deferred();
    const groups: number[][] = [];
    const commit = new GroupCommit<number, number>(
      async (items) => {
        groups.push(items);
        if (groups.length === 1) await gate.done;
        return items;
      },
      1,
      2,
    );
    const all = [1, 2, 3, 4, 5].map((n) => commit.submit(n));
    gate.release();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4, 5]);
    expect(groups).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('after a failed group, answers each item alone so only the bad one fails', async () => {
    const gate = deferred();
    let calls = 0;
    const commit = new GroupCommit<number, number>(async (items) => {
      calls++;
      if (calls === 1) await gate.done;
      if (items.includes(13)) throw new Error(`bad ${items.join(',')}`);
      return items;
    }, 1);
    const first = commit.submit(1);
    const results = [12, 13, 14].map((n) => commit.submit(n).catch((e: Error) => e.message));
    gate.release();
    await first;
    expect(await Promise.all(results)).toEqual([12, 'bad 13', 14]);
  });

  it('runs up to its number of lanes at once', async () => {
    const gate = deferred();
    let running = 0;
    let most = 0;
    const commit = new GroupCommit<number, number>(async (items) => {
      running++;
      most = Math.max(most, running);
      await gate.done;
      running--;
      return items;
    }, 2);
    const all = [1, 2, 3, 4].map((n) => commit.submit(n));
    await Promise.resolve();
    gate.release();
    await Promise.all(all);
    expect(most).toBe(2);
  });
});
