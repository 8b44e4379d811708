import type { AdminUserDetail, StaffNoteEntry } from '../../../../shared/contract/adminUserPages';
import type { RichTextBlock } from '../../../../shared/contract/richText';
import type { Database } from '../../../db/client';
import { autocommit } from '../../../db/transaction';
import { notFound } from '../../errors';
import type { Kyc } from '../../kyc';
import type { ResponsibleGambling } from '../../responsibleGambling';
import type { Wallet } from '../../wallet';
import {
  USER_DETAIL,
  USER_LIVE_SESSIONS,
  USER_NOTES,
  USER_RECENT_CHAT,
  type UserRowFields,
  toUserRow,
} from './userStatements';

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
  const [row] = await autocommit(db, (tx) =>
    tx.query<
      UserRowFields & {
        email_verified_at: Date | string | null;
        platforms: { discord?: { id: string; username: string } };
        totp_enabled_at: Date | string | null;
      }
    >(USER_DETAIL, [userId]),
  );
  if (!row) throw notFound('No such user');
  const [money, kyc, limits, live, chat, notes] = await Promise.all([
    autocommit(db, async (tx) => ({
      balance: await deps.wallet.balanceOf(tx, userId),
      vault: await deps.wallet.vaultBalanceOf(tx, userId),
    })),
    deps.kyc.status(userId),
    deps.responsibleGambling.settings(userId),
    autocommit(db, (tx) =>
      tx.query<{
        id: string;
        created_at: Date | string;
        last_seen_at: Date | string;
        user_agent: string | null;
        ip: string | null;
      }>(USER_LIVE_SESSIONS, [userId, new Date().toISOString()]),
    ),
    autocommit(db, (tx) =>
      tx.query<{
        id: string;
        channel: string;
        blocks: unknown;
        created_at: Date | string;
        active: boolean;
      }>(USER_RECENT_CHAT, [userId, RECENT_CHAT]),
    ),
    notesOf(db, userId),
  ]);
  return {
    ...toUserRow(row),
    emailVerified: row.email_verified_at !== null,
    discord: row.platforms.discord ?? null,
    twoFactorEnabled: row.totp_enabled_at !== null,
    ...money,
    kyc: { level: kyc.level, documents: kyc.documents },
    limits,
    sessions: live.map((s) => ({
      id: s.id,
      createdAt: new Date(s.created_at).toISOString(),
      lastSeenAt: new Date(s.last_seen_at).toISOString(),
      userAgent: s.user_agent,
      ip: s.ip,
    })),
    chat: chat.map((m) => ({
      id: m.id,
      channel: m.channel,
      blocks: m.blocks as RichTextBlock[],
      createdAt: new Date(m.created_at).toISOString(),
      removed: !m.active,
    })),
    notes,
  };
}

/** The account's staff notes, newest first, with their authors' names. */
export async function notesOf(db: Database, userId: string): Promise<StaffNoteEntry[]> {
  const rows = await autocommit(db, (tx) =>
    tx.query<{
      id: number | string;
      author: string | null;
      body: string;
      created_at: Date | string;
    }>(USER_NOTES, [userId, RECENT_NOTES]),
  );
  return rows.map((note) => ({
    id: Number(note.id),
    author: note.author,
    body: note.body,
    createdAt: new Date(note.created_at).toISOString(),
  }));
}
