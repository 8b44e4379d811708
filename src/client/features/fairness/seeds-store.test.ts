import { describe, expect, it, vi } from 'vitest';
import type { RevealedSeedPair, SeedsState } from '../../../shared/contract/fairness';
import { ApiError } from '../../lib/api-error';
import type { FairnessApi } from './fairness-api';
import { createSeedsStore, revealedSeedFor } from './seeds-store';

const h = (c: string) => c.repeat(64);
const state = (hash: string, nonce: number, clientSeed = 'lucky'): SeedsState => ({
  active: { serverSeedHash: hash, clientSeed, nonce },
  next: { serverSeedHash: h('f') },
});
const pair = (seed: string, hash: string): RevealedSeedPair => ({
  serverSeed: seed,
  serverSeedHash: hash,
  clientSeed: 'lucky',
  nonce: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  revealedAt: '2026-01-02T00:00:00.000Z',
});

function fakeApi(overrides: Partial<FairnessApi> = {}): FairnessApi {
  return {
    start: vi.fn(async () => state(h('a'), 3)),
    getSeeds: vi.fn(async () => state(h('a'), 3)),
    listRevealed: vi.fn(async () => ({ pairs: [], nextCursor: null })),
    rotate: vi.fn(async (clientSeed: string) => ({
      revealed: { serverSeed: h('1'), serverSeedHash: h('a'), clientSeed: 'lucky', nonce: 3 },
      active: { serverSeedHash: h('f'), clientSeed, nonce: 0 },
      next: { serverSeedHash: h('e') },
    })),
    ...overrides,
  };
}

describe('seeds store', () => {
  it('loads the active pair and the revealed ones', async () => {
    const store = createSeedsStore(
      fakeApi({ listRevealed: async () => ({ pairs: [pair(h('0'), h('9'))], nextCursor: null }) }),
    );
    await store.getState().load();
    expect(store.getState().seeds?.active.nonce).toBe(3);
    expect(store.getState().revealed).toHaveLength(1);
    expect(store.getState().error).toBeNull();
  });

  it('keeps the server’s message when loading fails', async () => {
    const store = createSeedsStore(
      fakeApi({ start: async () => Promise.reject(new ApiError('Slow down', 429)) }),
    );
    await store.getState().load();
    expect(store.getState()).toMatchObject({ seeds: null, loading: false, error: 'Slow down' });
  });

  it('rotating shows the new pair and the revealed seed at once, then reloads', async () => {
    let revealedCalls = 0;
    const api = fakeApi({
      start: async () => state(h('f'), 0, 'fresh-seed'),
      listRevealed: async () => {
        revealedCalls += 1;
        return { pairs: revealedCalls > 1 ? [pair(h('1'), h('a'))] : [], nextCursor: null };
      },
    });
    const store = createSeedsStore(api);
    await store.getState().load();
    await store.getState().rotate('fresh-seed');
    expect(api.rotate).toHaveBeenCalledWith('fresh-seed');
    expect(store.getState().seeds?.active).toEqual({
      serverSeedHash: h('f'),
      clientSeed: 'fresh-seed',
      nonce: 0,
    });
    expect(revealedSeedFor(store.getState().revealed, h('a'))).toBe(h('1'));
  });

  it('a refused rotation throws and changes nothing', async () => {
    const store = createSeedsStore(
      fakeApi({ rotate: async () => Promise.reject(new ApiError('Finish your game first', 409)) }),
    );
    await store.getState().load();
    const before = store.getState().seeds;
    await expect(store.getState().rotate('x')).rejects.toThrow('Finish your game first');
    expect(store.getState().seeds).toBe(before);
  });

  it('starts the first pair with a client seed made in this browser', async () => {
    const api = fakeApi();
    const store = createSeedsStore(api, () => 'browser-made-seed');
    await store.getState().load();
    expect(api.start).toHaveBeenCalledWith('browser-made-seed');
    expect(api.getSeeds).not.toHaveBeenCalled();
  });

  it('pages through older revealed pairs', async () => {
    const pages: Record<string, { pairs: RevealedSeedPair[]; nextCursor: string | null }> = {
      first: { pairs: [pair(h('0'), h('9'))], nextCursor: 'c-1' },
      'c-1': { pairs: [pair(h('1'), h('8'))], nextCursor: 'c-2' },
      'c-2': { pairs: [pair(h('2'), h('7'))], nextCursor: null },
    };
    const api = fakeApi({
      listRevealed: vi.fn(async (before?: string) => pages[before ?? 'first']!),
    });
    const store = createSeedsStore(api);
    await store.getState().load();
    expect(store.getState().nextCursor).toBe('c-1');
    await store.getState().loadMore();
    await store.getState().loadMore();
    expect(store.getState().revealed?.map((p) => p.serverSeedHash)).toEqual([
      h('9'),
      h('8'),
      h('7'),
    ]);
    expect(store.getState().nextCursor).toBeNull();
    await store.getState().loadMore(); // nothing more to ask for
    expect(api.listRevealed).toHaveBeenCalledTimes(3);
  });
});
