import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache';

describe('ReadCache', () => {
  it('keeps a value for its time to live, then reads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadCache<number>(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.read(load)).toBe(1);
    now = 999;
    expect(await cache.read(load)).toBe(1);
    now = 1000;
    expect(await cache.read(load)).toBe(2);
  });

  it('shares one read among readers that come while it runs', async () => {
    const cache = new ReadCache<string>(1000);
    let finish!: (value: string) => void;
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.read(load);
    const second = cache.read(load);
    finish('rows');
    expect(await Promise.all([first, second])).toEqual(['rows', 'rows']);
    expect(loads).toBe(1);
  });

  it('lets a reader that must not wait load its own while a read is under way', async () => {
    const cache = new ReadCache<string>(1000);
    let finish!: (value: string) => void;
    const pending = cache.read(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.read(async () => 'own', { joinPending: false })).toBe('own');
    finish('shared');
    expect(await pending).toBe('shared');
    // Once settled, the kept value serves it too.
    expect(await cache.read(async () => 'again', { joinPending: false })).toBe('shared');
  });

  it('keeps no failed read', async () => {
    const cache = new ReadCache<string>(1000);
    await expect(cache.read(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read(async () => 'back')).toBe('back');
  });

  it('reads again after clear', async () => {
    const cache = new ReadCache<number>(1000);
    let loads = 0;
    await cache.read(async () => ++loads);
    cache.clear();
    expect(await cache.read(async () => ++loads)).toBe(2);
  });
});
