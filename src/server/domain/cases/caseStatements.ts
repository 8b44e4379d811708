import type { Statement } from '../../db/client';

// The case tables' statements. Items are written in one statement from parallel arrays,
// so a case of sixty items is one round trip.

export const INSERT_CASE: Statement = {
  name: 'cases_insert',
  text: `INSERT INTO cases (slug, name, image, price, creator_id)
         VALUES ($1, $2, $3, $4, $5)
         RETURNING id`,
};

export const INSERT_CASE_ITEMS: Statement = {
  name: 'case_items_insert',
  text: `INSERT INTO case_items (case_id, position, item_id, name, image, rarity, price, tickets)
         SELECT $1, * FROM unnest($2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[],
                                  $7::bigint[], $8::integer[])`,
};

const SUMMARY_COLUMNS = `c.id, c.slug, c.name, c.image, c.price, c.creator_id,
  u.username AS creator_username, u.avatar AS creator_avatar, u.xp AS creator_xp,
  (SELECT count(*) FROM case_items i WHERE i.case_id = c.id) AS item_count,
  (SELECT i.rarity FROM case_items i WHERE i.case_id = c.id
   ORDER BY array_position($1::text[], i.rarity) DESC NULLS LAST LIMIT 1) AS top_rarity`;

/** Openable cases, cheapest first; $2 'official' | 'community' | null for both. */
export const SELECT_CASES: Statement = {
  name: 'cases_list',
  text: `SELECT ${SUMMARY_COLUMNS}
         FROM cases c LEFT JOIN users u ON u.id = c.creator_id
         WHERE c.active AND ($2::text IS NULL OR ($2::text = 'official') = (c.creator_id IS NULL))
         ORDER BY c.price, c.name`,
};

/** One openable case by its slug. */
export const SELECT_CASE_BY_SLUG: Statement = {
  name: 'cases_by_slug',
  text: `SELECT ${SUMMARY_COLUMNS}
         FROM cases c LEFT JOIN users u ON u.id = c.creator_id
         WHERE c.active AND c.slug = $2`,
};

export const SELECT_CASE_ITEMS: Statement = {
  name: 'case_items_of_case',
  text: `SELECT item_id, name, image, rarity, price, tickets
         FROM case_items WHERE case_id = $1 ORDER BY position`,
};
