import { describe, expect, it } from 'vitest';
import { DEFAULT_BATTLE_FILTERS, parsePriceBound, visibleBattles } from './battle-filters';
import { CREATOR_ID, JOINER_ID, battle, player } from './battle-test-fixtures';

const cheap = battle({ price: 100 });
const teams = battle({ price: 5000, mode: 'TEAMS', playerAmount: 4 });
const full = battle({
  price: 900,
  state: 'WAITING_FOR_BLOCK',
  players: [player(CREATOR_ID, 0), player(JOINER_ID, 1)],
});
const all = [cheap, teams, full];
const ids = (list: { _id: string }[]) => list.map((b) => b._id);

describe('visibleBattles', () => {
  it('orders newest first by default', () => {
    expect(ids(visibleBattles(all, DEFAULT_BATTLE_FILTERS))).toEqual(ids([full, teams, cheap]));
  });

  it('sorts by price both ways', () => {
    const by = (sort: 'price-desc' | 'price-asc') =>
      ids(visibleBattles(all, { ...DEFAULT_BATTLE_FILTERS, sort }));
    expect(by('price-desc')).toEqual(ids([teams, full, cheap]));
    expect(by('price-asc')).toEqual(ids([cheap, full, teams]));
  });

  it('filters by mode, price range and free seats', () => {
    const f = DEFAULT_BATTLE_FILTERS;
    expect(ids(visibleBattles(all, { ...f, mode: 'TEAMS' }))).toEqual([teams._id]);
    expect(ids(visibleBattles(all, { ...f, minPrice: 100, maxPrice: 900 }))).toEqual(
      ids([full, cheap]),
    );
    expect(ids(visibleBattles(all, { ...f, minPrice: 101 }))).toEqual(ids([full, teams]));
    expect(ids(visibleBattles(all, { ...f, joinableOnly: true }))).toEqual(ids([teams, cheap]));
  });
});

describe('parsePriceBound', () => {
  it.each([
    ['', null, true],
    ['  ', null, true],
    ['12', 1200, true],
    ['12.5', 1250, true],
    ['12,05', 1205, true],
    ['0.01', 1, true],
    ['-1', null, false],
    ['1.234', null, false],
    ['abc', null, false],
  ])('%j is %j (valid %j)', (text, value, valid) => {
    expect(parsePriceBound(text)).toEqual({ value, valid });
  });
});
