import type { CommunityCaseSort } from '../../../shared/contract/communityCases';
import type { Statement } from '../../db/client';

// The community cases' reads. $1 is always the rarity order (lowest first), which the top
// rarity of each case is picked by, as the case store's own lists do.

const COLUMNS = `c.id, c.slug, c.name, c.image, c.price, c.creator_id, c.openings,
  c.creator_earnings, c.created_at,
  u.username AS creator_username, u.avatar AS creator_avatar, u.xp AS creator_xp,
  (SELECT count(*) FROM case_items i WHERE i.case_id = c.id) AS item_count,
  (SELECT i.rarity FROM case_items i WHERE i.case_id = c.id
   ORDER BY array_position($1::text[], i.rarity) DESC NULLS LAST LIMIT 1) AS top_rarity`;

/** $n: an ILIKE pattern (or null for every case); matches the case's or its creator's name. */
const matching = (n: number) => `FROM cases c JOIN users u ON u.id = c.creator_id
  WHERE c.active AND c.creator_id IS NOT NULL
    AND ($${n}::text IS NULL OR c.name ILIKE $${n} ESCAPE '\\' OR u.username ILIKE $${n} ESCAPE '\\')`;

const ORDER: Record<CommunityCaseSort, string> = {
  newest: 'c.created_at DESC, c.id DESC',
  popular: 'c.openings DESC, c.created_at DESC, c.id DESC',
  'price-asc': 'c.price ASC, c.created_at DESC, c.id DESC',
  'price-desc': 'c.price DESC, c.created_at DESC, c.id DESC',
};

/** One page of community cases in a sort's order: $3 the page size, $4 the offset. */
export const SELECT_COMMUNITY_PAGE = Object.fromEntries(
  Object.entries(ORDER).map(([sort, order]) => [
    sort,
    {
      name: `community_cases_page_${sort.replace('-', '_')}`,
      text: `SELECT ${COLUMNS} ${matching(2)} ORDER BY ${order} LIMIT $3 OFFSET $4`,
    },
  ]),
) as Record<CommunityCaseSort, Statement>;

/** How many community cases match the pattern $1. */
export const COUNT_COMMUNITY: Statement = {
  name: 'community_cases_count',
  text: `SELECT count(*)::int AS total ${matching(1)}`,
};

/** The openable cases of the creator $2, newest first. */
export const SELECT_CREATOR_CASES: Statement = {
  name: 'community_cases_of_creator',
  text: `SELECT ${COLUMNS} FROM cases c JOIN users u ON u.id = c.creator_id
         WHERE c.creator_id = $2 AND c.active ORDER BY c.created_at DESC, c.id DESC`,
};

/** The openings and earnings of every case of the creator $1, hidden ones too. */
export const SELECT_CREATOR_TOTALS: Statement = {
  name: 'community_creator_totals',
  text: `SELECT coalesce(sum(openings), 0)::bigint AS openings,
                coalesce(sum(creator_earnings), 0)::bigint AS earnings
         FROM cases WHERE creator_id = $1`,
};

export const SELECT_CREATOR: Statement = {
  name: 'community_creator',
  text: `SELECT id, username, avatar, xp FROM users WHERE id = $1`,
};

/** A case already called $1, ignoring case: the site's own or a community one. */
export const SELECT_NAME_TAKEN: Statement = {
  name: 'community_case_name_taken',
  text: `SELECT 1 FROM cases WHERE lower(name) = lower($1) LIMIT 1`,
};

/** The picture of one of the site's own cases, by its slug. */
export const SELECT_OFFICIAL_IMAGE: Statement = {
  name: 'community_official_image',
  text: `SELECT image FROM cases WHERE slug = $1 AND creator_id IS NULL`,
};
