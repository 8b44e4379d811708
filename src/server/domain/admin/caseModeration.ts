import type {
  ModerateCaseBody,
  ModeratedCase,
  ModeratedCasesQuery,
} from '../../../shared/contract/adminCommunityCases';
import { MODERATED_CASES_PAGE_MAX } from '../../../shared/contract/adminCommunityCases';
import type { Database, Statement } from '../../db/client';
import { autocommit, transact } from '../../db/transaction';
import type { Accounts } from '../accounts';
import { assertCan } from '../accounts';
import { publicUserOf } from '../chat';
import { containsPattern } from '../communityCases';
import { conflict, notFound } from '../errors';
import type { Notifications } from '../notifications';
import { recordAudit } from '../auditRecord';
import { caseHiddenNotice } from './caseHiddenNotice';

// A hidden community case is the case store's inactive case (cases.active): every list and
// the opening read only active cases, so hiding it takes it out of them all at once. Why
// it was hidden is the newest 'case.hide' audit row's reason, as a mute's is.

interface Deps {
  db: Database;
  accounts: Accounts;
  notifications: Pick<Notifications, 'create'>;
}

type Row = {
  id: string;
  slug: string;
  name: string;
  price: number | string;
  openings: number | string;
  created_at: Date | string;
  active: boolean;
  creator_id: string;
  username: string;
  avatar: string | null;
  xp: number | string;
  hide_reason: string | null;
  hidden_by: string | null;
  hidden_at: Date | string | null;
};

const toModeratedCase = (row: Row): ModeratedCase => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  price: Number(row.price),
  creator: publicUserOf({
    id: row.creator_id,
    username: row.username,
    avatar: row.avatar,
    xp: row.xp,
  }),
  openings: Number(row.openings),
  createdAt: new Date(row.created_at).toISOString(),
  hidden: row.active
    ? null
    : {
        reason: row.hide_reason,
        by: row.hidden_by,
        at: row.hidden_at === null ? null : new Date(row.hidden_at).toISOString(),
      },
});

/** $1 the search pattern or null, $2 the slug to page after or null, $3 the row count. */
const MODERATED_CASES: Statement = {
  name: 'case_moderation_list',
  text: `SELECT c.id, c.slug, c.name, c.price, c.openings, c.created_at, c.active, c.creator_id,
                u.username, u.avatar, u.xp,
                a.details->>'reason' AS hide_reason, actor.username AS hidden_by,
                a.created_at AS hidden_at
         FROM cases c JOIN users u ON u.id = c.creator_id
         LEFT JOIN LATERAL (
           SELECT actor_id, details, created_at FROM audit_log
           WHERE NOT c.active AND target_id = c.id::text AND action = 'case.hide'
           ORDER BY id DESC LIMIT 1
         ) a ON true
         LEFT JOIN users actor ON actor.id = a.actor_id
         WHERE c.creator_id IS NOT NULL
           AND ($1::text IS NULL OR c.name ILIKE $1 ESCAPE '\\'
                OR u.username ILIKE $1 ESCAPE '\\')
           AND ($2::text IS NULL OR (c.created_at, c.id) <
                (SELECT created_at, id FROM cases WHERE slug = $2))
         ORDER BY c.created_at DESC, c.id DESC
         LIMIT $3`,
};

/** Community cases newest first, hidden ones with why; a page after the slug `after`. */
export async function listModeratedCases(
  deps: Deps,
  actorId: string,
  query: ModeratedCasesQuery,
): Promise<{ cases: ModeratedCase[]; nextAfter: string | null }> {
  assertCan(await deps.accounts.rolesOf(actorId), 'cases.moderate');
  const limit = query.limit ?? MODERATED_CASES_PAGE_MAX;
  const pattern = containsPattern(query.search);
  const after = query.after ?? null;
  const rows = await autocommit(deps.db, (tx) =>
    tx.query<Row>(MODERATED_CASES, [pattern, after, limit + 1]),
  );
  const page = rows.slice(0, limit);
  return {
    cases: page.map(toModeratedCase),
    nextAfter: rows.length > limit ? page[page.length - 1]!.slug : null,
  };
}

/**
 * Hides a community case (it cannot be opened and leaves every list) or lists it again.
 * The switch, its audit row and (on hiding) the creator's notice of why commit together.
 */
export async function setCaseHidden(
  deps: Deps,
  actorId: string,
  hidden: boolean,
  input: ModerateCaseBody,
): Promise<void> {
  assertCan(await deps.accounts.rolesOf(actorId), 'cases.moderate');
  await transact(deps.db, async (tx) => {
    const [found] = await tx.query<{
      id: string;
      name: string;
      creator_id: string;
      active: boolean;
    }>(
      {
        name: 'case_moderation_lock',
        text: `SELECT id, name, creator_id, active FROM cases
               WHERE slug = $1 AND creator_id IS NOT NULL FOR UPDATE`,
      },
      [input.slug],
    );
    if (!found) throw notFound('There is no community case with this address');
    if (found.active !== hidden)
      throw conflict(
        hidden ? 'ALREADY_HIDDEN' : 'NOT_HIDDEN',
        hidden ? 'This case is already hidden' : 'This case is not hidden',
      );
    await tx.query(
      { name: 'case_moderation_set', text: 'UPDATE cases SET active = $2 WHERE id = $1' },
      [found.id, !hidden],
    );
    await recordAudit(tx, {
      actorId,
      action: hidden ? 'case.hide' : 'case.restore',
      targetId: found.id,
      details: {
        slug: input.slug,
        name: found.name,
        creatorId: found.creator_id,
        reason: input.reason,
        before: { hidden: !hidden },
        after: { hidden },
      },
    });
    if (hidden)
      await deps.notifications.create(
        tx,
        caseHiddenNotice({ userId: found.creator_id, caseName: found.name, reason: input.reason }),
      );
  });
}
