import type { BattleCaseInput } from '../../../shared/contract';
import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { DomainError } from '../errors';
import type { BattleCaseSnapshot } from './caseBattleRecords';

// The cases a new battle names, read with their items in ticket order and copied into the
// battle: what a round opens never changes under a battle already created.

const CASES_WITH_ITEMS: Statement = {
  name: 'case_battle_cases',
  text: `SELECT c.id, c.slug, c.name, c.image, c.price,
                (SELECT json_agg(json_build_object('name', i.name, 'image', i.image,
                                                   'price', i.price, 'tickets', i.tickets)
                                 ORDER BY i.position)
                 FROM case_items i WHERE i.case_id = c.id) AS items
         FROM cases c
         WHERE c.active AND (c.id = ANY($1::uuid[]) OR c.slug = ANY($2::text[]))`,
};

type CaseRow = {
  id: string;
  slug: string;
  name: string;
  image: string | null;
  price: number | string;
  items: BattleCaseSnapshot['items'] | null;
};

/** The named cases in the order given, or a refusal naming the first one not found. */
export async function battleCaseSnapshots(
  tx: Tx,
  refs: readonly BattleCaseInput[],
): Promise<BattleCaseSnapshot[]> {
  const ids = refs.flatMap((ref) => (ref.caseId ? [ref.caseId] : []));
  const slugs = refs.flatMap((ref) => (ref.slug ? [ref.slug] : []));
  const rows = await tx.query<CaseRow>(CASES_WITH_ITEMS, [ids, slugs]);
  return refs.map((ref) => {
    const row = rows.find((r) => (ref.caseId ? r.id === ref.caseId : r.slug === ref.slug));
    if (!row?.items?.length)
      throw new DomainError(
        'UNKNOWN_CASE',
        `There is no case ${ref.caseId ?? `called "${ref.slug}"`}`,
        404,
      );
    return {
      caseId: row.id,
      slug: row.slug,
      name: row.name,
      image: row.image,
      price: Number(row.price),
      amount: ref.amount,
      items: row.items.map((item) => ({ ...item, price: Number(item.price) })),
    };
  });
}
