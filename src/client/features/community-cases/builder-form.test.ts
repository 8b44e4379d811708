import { describe, expect, it } from 'vitest';
import { casePrice } from '../../../../games/case-unbox/core';
import type { CatalogueItem } from '../../../shared/contract/catalogue';
import {
  type BuilderItem,
  addRefusal,
  builderItemOf,
  builderSchema,
  evenOdds,
  itemsProblem,
  liveQuote,
} from './builder-form';

const item = (id: string, price: number, odds: string): BuilderItem => ({
  id,
  name: `Item ${id}`,
  image: null,
  rarity: 'mil-spec',
  price,
  odds,
});

const values = (items: BuilderItem[], name = 'Neon Dreams') => ({
  name,
  imageCase: 'recoil-case',
  items,
});

const messages = (input: unknown) =>
  builderSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('builderSchema', () => {
  it('turns the form into the request body, priced by the site rule', () => {
    const parsed = builderSchema.parse(
      values([item('a', 100, '60'), item('b', 5_000, '40')], ' Neon Dreams '),
    );
    expect(parsed).toEqual({
      name: 'Neon Dreams',
      imageCase: 'recoil-case',
      items: [
        { id: 'a', tickets: 60_000 },
        { id: 'b', tickets: 40_000 },
      ],
      price: casePrice([
        { price: 100, tickets: 60_000 },
        { price: 5_000, tickets: 40_000 },
      ]),
    });
    expect(parsed.price).toBe(2_240);
  });

  it('refuses what the server refuses, in its words', () => {
    expect(messages(values([item('a', 100, '60'), item('b', 5_000, '39.999')]))).toEqual([
      'items: The odds must add up to exactly 100%, not 99.999%',
    ]);
    expect(messages(values([item('a', 100, '100')]))).toEqual([
      'items: A case needs at least 2 items',
    ]);
    expect(messages(values([item('a', 100, '50'), item('a', 100, '50')]))).toEqual([
      'items: a is in the case twice',
    ]);
    expect(messages(values([item('a', 100, '60'), item('b', 1, '40')], 'No!'))).toEqual([
      'name: Name may use only letters, digits and single spaces between words',
    ]);
    expect(messages(values([item('a', 100, '60'), item('b', 1, '40')], 'ab'))).toEqual([
      'name: Name must be at least 3 characters',
    ]);
  });

  it('says which odds cannot be read', () => {
    expect(messages(values([item('a', 100, '60.0001'), item('b', 1, '')]))).toEqual([
      'items.0.odds: Odds are a percent with up to 3 decimals, e.g. 12.5',
      'items.1.odds: Enter the odds',
    ]);
  });
});

describe('itemsProblem', () => {
  it('names what is wrong with the list as a whole, and nothing else', () => {
    expect(itemsProblem(values([item('a', 100, '60'), item('b', 1, '30')]))).toBe(
      'The odds must add up to exactly 100%, not 90%',
    );
    expect(itemsProblem(values([item('a', 100, '100')]))).toBe('A case needs at least 2 items');
    expect(itemsProblem(values([item('a', 100, '60'), item('b', 1, '40')], 'x'))).toBeNull();
    expect(itemsProblem(values([item('a', 100, '60'), item('b', 1, '40')]))).toBeNull();
  });
});

describe('liveQuote', () => {
  it('prices the case once the odds add up to 100%', () => {
    const quote = liveQuote([item('a', 100, '60'), item('b', 5_000, '40')]);
    expect(quote).toMatchObject({ tickets: 100_000, readable: true, price: 2_240 });
  });

  it('shows the running total before', () => {
    expect(liveQuote([item('a', 100, '60'), item('b', 5_000, '12.5')])).toMatchObject({
      tickets: 72_500,
      readable: true,
      price: null,
    });
    expect(liveQuote([item('a', 100, '60'), item('b', 5_000, 'x')])).toMatchObject({
      tickets: 60_000,
      readable: false,
      price: null,
    });
    expect(liveQuote([])).toMatchObject({ tickets: 0, price: null });
  });
});

describe('evenOdds', () => {
  it('always adds up to exactly 100%', () => {
    for (let n = 1; n <= 30; n++) {
      const odds = evenOdds(n);
      expect(odds).toHaveLength(n);
      expect(liveQuote(odds.map((o, i) => item(String(i), 1, o))).tickets).toBe(100_000);
    }
    expect(evenOdds(3)).toEqual(['33.334', '33.333', '33.333']);
    expect(evenOdds(0)).toEqual([]);
  });
});

describe('adding items', () => {
  const catalogueItem = (id: string, price: number | null): CatalogueItem => ({
    id,
    name: `Item ${id}`,
    image: null,
    rarity: 'covert',
    price,
  });

  it('refuses unpriced items, repeats and a 31st item', () => {
    expect(addRefusal(catalogueItem('a', null), [])).toBe(
      'Item a has no price yet, so it cannot go in a case',
    );
    expect(addRefusal(catalogueItem('a', 5), [{ id: 'a' }])).toBe('Item a is already in the case');
    const full = Array.from({ length: 30 }, (_, i) => ({ id: `x${i}` }));
    expect(addRefusal(catalogueItem('a', 5), full)).toBe('A case holds at most 30 items');
    expect(addRefusal(catalogueItem('a', 5), [])).toBeNull();
  });

  it('keeps the catalogue price and starts with the given odds', () => {
    expect(builderItemOf(catalogueItem('a', 5), '10')).toEqual({
      id: 'a',
      name: 'Item a',
      image: null,
      rarity: 'covert',
      price: 5,
      odds: '10',
    });
    expect(() => builderItemOf(catalogueItem('a', null))).toThrow();
  });
});
