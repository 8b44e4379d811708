import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrencyGate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyGate', () => {
  it('runs at most its limit at once, the rest in the order they came', async () => {
    const gate = new ConcurrencyGate(2);
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const results = [0, 1, 2, 3, 4].map((i) =>
      gate.run(async () => {
        started.push(i);
        await new Promise<void>((done) => finish.push(done));
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.full).toBe(true);
    expect(gate.waiting).toBe(3);
    finish[1]!();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finish[0]!();
    finish[2]!();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]!();
    finish[4]!();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(gate.waiting).toBe(0);
  });

  it('frees the place of work that failed', async () => {
    const gate = new ConcurrencyGate(1);
    await expect(gate.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('refuses a limit under one', () => {
    expect(() => new ConcurrencyGate(0)).toThrow(RangeError);
  });
});
