import type { CaseDropItem } from '../../src/shared/contract';
import { transact } from '../../src/server/db/transaction';
import type { CaseDefinition } from '../../src/server/domain/cases/caseDefinition';
import type { TestApp } from './testApp';

let made = 0;

/** Items of a small case: a cheap common one, a mid one and a rare jackpot. */
export function threeItems(prices: [number, number, number] = [50, 2_000, 60_000]): CaseDropItem[] {
  return [
    {
      id: 'common',
      name: 'P250 | Sand Dune',
      image: null,
      rarity: 'mil-spec',
      price: prices[0],
      tickets: 90_000,
    },
    {
      id: 'mid',
      name: 'AK-47 | Redline',
      image: null,
      rarity: 'classified',
      price: prices[1],
      tickets: 9_900,
    },
    {
      id: 'rare',
      name: '★ Karambit | Fade',
      image: null,
      rarity: 'rare-special',
      price: prices[2],
      tickets: 100,
    },
  ];
}

/** Stores a case through the real case store and answers its slug and price. */
export async function makeCase(
  t: TestApp,
  overrides: Partial<CaseDefinition> = {},
): Promise<{ slug: string; price: number; id: string }> {
  made += 1;
  const definition: CaseDefinition = {
    slug: `test-case-${made}-${Date.now().toString(36)}`,
    name: `Test Case ${made}`,
    image: null,
    items: threeItems(),
    ...overrides,
  };
  const { services } = t.app;
  const stored = await transact(services.db, (tx) => services.cases.create(tx, definition));
  return { slug: definition.slug, ...stored };
}
