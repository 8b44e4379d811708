import { describe, expect, it } from 'vitest';
import { createResultsStore, RECENT_LIMIT, type RecentResult } from './results-store';

const result = (id: string, win = true): RecentResult => ({
  id,
  label: id,
  tone: win ? 'win' : 'loss',
  description: `result ${id}`,
});

describe('results store', () => {
  it('puts the newest first, per game', () => {
    const store = createResultsStore();
    store.getState().push('dice', result('a'));
    store.getState().push('dice', result('b', false));
    store.getState().push('plinko', result('p'));
    expect(store.getState().recent.dice.map((r) => r.id)).toEqual(['b', 'a']);
    expect(store.getState().recent.plinko.map((r) => r.id)).toEqual(['p']);
    expect(store.getState().recent.mines).toEqual([]);
  });

  it('keeps only the last RECENT_LIMIT results', () => {
    const store = createResultsStore();
    for (let i = 0; i < RECENT_LIMIT + 5; i += 1) store.getState().push('mines', result(`${i}`));
    const ids = store.getState().recent.mines.map((r) => r.id);
    expect(ids).toHaveLength(RECENT_LIMIT);
    expect(ids[0]).toBe(`${RECENT_LIMIT + 4}`);
    expect(ids.at(-1)).toBe('5');
  });

  it('ignores the same bet twice and clears', () => {
    const store = createResultsStore();
    store.getState().push('dice', result('a'));
    const before = store.getState().recent;
    store.getState().push('dice', result('a'));
    expect(store.getState().recent).toBe(before);
    store.getState().clear();
    expect(store.getState().recent.dice).toEqual([]);
  });
});
