import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminUserDetail, StaffNoteEntry } from '../../../../shared/contract/adminUserPages';
import type { RichTextBlock } from '../../../../shared/contract/richText';
import type { Database } from '../../../db/client';
import { chatMessages, sessions, staffNotes, users } from '../../../db/schema';
import { autocommit } from '../../../db/transaction';
import { notFound } from '../../errors';
import type { Kyc } from '../../kyc';
import type { ResponsibleGambling } from '../../responsibleGambling';
import type { Wallet } from '../../wallet';
import { toUserRow } from './userSearch';

const RECENT_CHAT = 20;
const RECENT_NOTES = 50;

export interface UserDetailDeps {
  db: Database;
  wallet: Wallet;
  kyc: Kyc;
  responsibleGambling: ResponsibleGambling;
}

/**
 * One account as an operator reads it. The KYC details (name, birth date, address) are
 * left out: they are personal data the KYC screen opens, behind its own checks.
 */
export async function userDetail(deps: UserDetailDeps, userId: string): Promise<AdminUserDetail> {
  const { db } = deps;
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('No such user');
  const [money, kyc, limits, live, chat, notes] = await Promise.all([
    autocommit(db, async (tx) => ({
      balance: await deps.wallet.balanceOf(tx, userId),
      vault: await deps.wallet.vaultBalanceOf(tx, userId),
    })),
    deps.kyc.status(userId),
    deps.responsibleGambling.settings(userId),
    db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt)),
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.createdAt))
      .limit(RECENT_CHAT),
    notesOf(db, userId),
  ]);
  return {
    ...toUserRow(row),
    emailVerified: row.emailVerifiedAt !== null,
    discord: row.platforms.discord ?? null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    ...money,
    kyc: { level: kyc.level, documents: kyc.documents },
    limits,
    sessions: live.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      userAgent: s.userAgent,
      ip: s.ip,
    })),
    chat: chat.map((m) => ({
      id: m.id,
      channel: m.channel,
      blocks: m.blocks as RichTextBlock[],
      createdAt: m.createdAt.toISOString(),
      removed: !m.active,
    })),
    notes,
  };
}

const author = alias(users, 'author');

/** The account's staff notes, newest first, with their authors' names. */
export async function notesOf(db: Database, userId: string): Promise<StaffNoteEntry[]> {
  const rows = await db
    .select({ note: staffNotes, author: author.username })
    .from(staffNotes)
    .leftJoin(author, eq(author.id, staffNotes.authorId))
    .where(eq(staffNotes.userId, userId))
    .orderBy(desc(staffNotes.id))
    .limit(RECENT_NOTES);
  return rows.map(({ note, author: name }) => ({
    id: note.id,
    author: name,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
  }));
}
