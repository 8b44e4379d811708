import { describe, expect, it } from 'vitest';
import { battleCaseSnapshots } from './battleCases';
import { scriptedDatabase } from './caseBattleRows.testkit';

// A new battle copies the cases it names, in the order named, with their items: the database
// answers numeric columns as text, and the copy holds numbers.

const caseRow = (id: string, slug: string, price: string, items = true) => ({
  id,
  slug,
  name: slug,
  image: null,
  price,
  items: items ? [{ name: `${slug} item`, image: null, price: '250', tickets: 100_000 }] : null,
});

function snapshotsOf(rows: unknown[]) {
  const { tx, ran } = scriptedDatabase(() => rows);
  return { tx, ran };
}

describe('battleCaseSnapshots', () => {
  it('copies the cases in the order named, by id or slug, with numeric prices', async () => {
    const { tx, ran } = snapshotsOf([
      caseRow('id-a', 'alpha', '199'),
      caseRow('id-b', 'beta', '5'),
    ]);
    const snapshots = await battleCaseSnapshots(tx, [
      { slug: 'beta', amount: 3 },
      { caseId: 'id-a', amount: 1 },
    ]);
    expect(ran.map((r) => r.values)).toEqual([[['id-a'], ['beta']]]);
    expect(snapshots.map((s) => [s.caseId, s.slug, s.price, s.amount])).toEqual([
      ['id-b', 'beta', 5, 3],
      ['id-a', 'alpha', 199, 1],
    ]);
    expect(snapshots[0]!.items).toEqual([
      { name: 'beta item', image: null, price: 250, tickets: 100_000 },
    ]);
  });

  it('refuses a case it cannot find, or one without items', async () => {
    const { tx } = snapshotsOf([caseRow('id-a', 'alpha', '199', false)]);
    await expect(battleCaseSnapshots(tx, [{ slug: 'gone', amount: 1 }])).rejects.toMatchObject({
      code: 'UNKNOWN_CASE',
      status: 404,
      message: 'There is no case called "gone"',
    });
    await expect(battleCaseSnapshots(tx, [{ caseId: 'id-a', amount: 1 }])).rejects.toMatchObject({
      code: 'UNKNOWN_CASE',
      message: 'There is no case id-a',
    });
  });
});
