import { describe, expect, it } from 'vitest';
import { exampleLiveDrop } from '../../../shared/contract/examples';
import type { LiveDrop } from '../../../shared/contract/liveDrops';
import { EMPTY_LISTS, dropOf, prependDrop } from './live-drops-state';

const drop = (id: string, top = false): LiveDrop => ({
  ...exampleLiveDrop,
  _id: id,
  specialCategories: top ? ['Top'] : [],
});

describe('prependDrop', () => {
  it('puts a new drop first and drops the last to keep the size', () => {
    let lists = EMPTY_LISTS;
    for (const id of ['a', 'b', 'c']) lists = prependDrop(lists, drop(id), 3);
    lists = prependDrop(lists, drop('d'), 3);
    expect(lists.All.map((d) => d._id)).toEqual(['d', 'c', 'b']);
    expect(lists.Top).toEqual([]);
  });

  it('lists Top drops under both categories', () => {
    const lists = prependDrop(prependDrop(EMPTY_LISTS, drop('a'), 5), drop('b', true), 5);
    expect(lists.All.map((d) => d._id)).toEqual(['b', 'a']);
    expect(lists.Top.map((d) => d._id)).toEqual(['b']);
  });

  it('does not list the same drop twice', () => {
    const once = prependDrop(EMPTY_LISTS, drop('a', true), 5);
    expect(prependDrop(once, drop('a', true), 5)).toEqual(once);
  });
});

describe('dropOf', () => {
  it('reads the event payload', () => {
    expect(dropOf({ data: { liveDrop: exampleLiveDrop } })).toEqual(exampleLiveDrop);
  });

  it.each([
    undefined,
    {},
    { data: {} },
    { data: { liveDrop: { ...exampleLiveDrop, item: null } } },
    { data: { liveDrop: { ...exampleLiveDrop, item: { ...exampleLiveDrop.item, price: 1.5 } } } },
    { data: { liveDrop: { ...exampleLiveDrop, specialCategories: 'Top' } } },
  ])('ignores %j', (payload) => {
    expect(dropOf(payload)).toBeUndefined();
  });
});
