import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Tx } from '../../db/transaction';

// The SQL of rain, in one place.

export interface EligibleRules {
  activeWindowMs: number;
  /** The XP the minimum level needs. */
  minXp: number;
}

/**
 * Claims a round for this transaction: the first process to insert the slot pays it; a
 * second one waits for that commit and then finds the slot taken. Answers false if taken.
 */
export async function claimRound(tx: Tx, slot: number): Promise<boolean> {
  const rows = await queryRows(
    tx.db,
    sql`INSERT INTO rain_rounds (slot, pool, share, recipients) VALUES (${slot}, 0, 0, 0)
        ON CONFLICT (slot) DO NOTHING RETURNING slot`,
  );
  return rows.length > 0;
}

export async function recordRound(
  tx: Tx,
  round: {
    slot: number;
    pool: number;
    share: number;
    recipients: number;
    transferId: number | null;
  },
): Promise<void> {
  await tx.db.execute(
    sql`UPDATE rain_rounds SET pool = ${round.pool}, share = ${round.share},
          recipients = ${round.recipients}, transfer_id = ${round.transferId}
        WHERE slot = ${round.slot}`,
  );
}

/**
 * Players who chatted (a message still shown) within the window, at the minimum level,
 * neither muted nor banned, and not bots; judged by the database's clock.
 */
export async function eligibleChatters(tx: Tx, rules: EligibleRules): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx.db,
    sql`SELECT u.id FROM users u
        WHERE u.id IN (
          SELECT m.user_id FROM chat_messages m
          WHERE m.active AND m.user_id IS NOT NULL
            AND m.created_at > now() - make_interval(secs => ${rules.activeWindowMs / 1000}))
          AND u.xp >= ${rules.minXp}
          AND (u.muted_until IS NULL OR u.muted_until <= now())
          AND (u.banned_until IS NULL OR u.banned_until <= now())
          AND NOT ('BOT' = ANY(u.roles))
        ORDER BY u.id`,
  );
  return rows.map((r) => r.id);
}
