import { describe, expect, it, vi } from 'vitest';
import type { BetRecord } from '../../../shared/contract/instantGames';
import { ApiError } from '../../lib/api-error';
import { createMyBetsStore } from './my-bets-store';

const fairness = { serverSeedHash: 'a'.repeat(64), clientSeed: 'seed', nonce: 0 };
const diceBet = (id: string): BetRecord => ({
  id,
  game: 'dice',
  amount: 100,
  payout: 198,
  multiplier: 1.98,
  fairness,
  createdAt: '2026-01-01T00:00:00.000Z',
  outcome: { roll: 6321, target: 5000, direction: 'over', chance: 4999, win: true },
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('my bets store', () => {
  it('loads a game’s bets and reports errors with the server’s message', async () => {
    const listMyBets = vi
      .fn()
      .mockResolvedValueOnce({ bets: [diceBet('1')] })
      .mockRejectedValueOnce(new ApiError('Too many requests', 429));
    const store = createMyBetsStore({ api: { listMyBets } });
    await store.getState().load('dice');
    expect(listMyBets).toHaveBeenCalledWith('dice', 20);
    expect(store.getState().lists.dice).toMatchObject({ loading: false, error: null });
    expect(store.getState().lists.dice.bets?.map((b) => b.id)).toEqual(['1']);

    await store.getState().load('dice');
    expect(store.getState().lists.dice.error).toBe('Too many requests');
    // The last good list stays on screen.
    expect(store.getState().lists.dice.bets).toHaveLength(1);
    expect(store.getState().lists.plinko.bets).toBeNull();
  });

  it('a slow older answer does not replace a newer one', async () => {
    const slow = deferred<{ bets: BetRecord[] }>();
    const listMyBets = vi
      .fn()
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce({ bets: [diceBet('new')] });
    const store = createMyBetsStore({ api: { listMyBets } });
    const first = store.getState().load('dice');
    await store.getState().load('dice');
    slow.resolve({ bets: [diceBet('old')] });
    await first;
    expect(store.getState().lists.dice.bets?.map((b) => b.id)).toEqual(['new']);
  });

  it('refreshSoon fetches once for a burst of bets', () => {
    vi.useFakeTimers();
    try {
      const listMyBets = vi.fn().mockResolvedValue({ bets: [] });
      const store = createMyBetsStore({ api: { listMyBets }, debounceMs: 300 });
      store.getState().refreshSoon('plinko');
      vi.advanceTimersByTime(200);
      store.getState().refreshSoon('plinko');
      vi.advanceTimersByTime(200);
      store.getState().refreshSoon('plinko');
      expect(listMyBets).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(listMyBets).toHaveBeenCalledTimes(1);
      expect(listMyBets).toHaveBeenCalledWith('plinko', 20);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reset forgets lists and drops answers still on their way', async () => {
    const slow = deferred<{ bets: BetRecord[] }>();
    const store = createMyBetsStore({ api: { listMyBets: () => slow.promise } });
    const loading = store.getState().load('dice');
    store.getState().reset();
    slow.resolve({ bets: [diceBet('x')] });
    await loading;
    expect(store.getState().lists.dice).toEqual({ bets: null, loading: false, error: null });
  });
});
