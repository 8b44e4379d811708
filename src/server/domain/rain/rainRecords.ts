import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';

// The SQL of rain, in one place.

export interface EligibleRules {
  activeWindowMs: number;
  /** The XP the minimum level needs. */
  minXp: number;
}

const CLAIM_ROUND: Statement = {
  name: 'rain_round_claim',
  text: `INSERT INTO rain_rounds (slot, pool, share, recipients) VALUES ($1, 0, 0, 0)
         ON CONFLICT (slot) DO NOTHING RETURNING slot`,
};

const RECORD_ROUND: Statement = {
  name: 'rain_round_record',
  text: `UPDATE rain_rounds SET pool = $2, share = $3, recipients = $4, transfer_id = $5
         WHERE slot = $1`,
};

/** $1 the window in seconds, $2 the minimum XP. */
const ELIGIBLE_CHATTERS: Statement = {
  name: 'rain_eligible_chatters',
  text: `SELECT u.id FROM users u
         WHERE u.id IN (
           SELECT m.user_id FROM chat_messages m
           WHERE m.active AND m.user_id IS NOT NULL
             AND m.created_at > now() - make_interval(secs => $1::float8))
           AND u.xp >= $2
           AND (u.muted_until IS NULL OR u.muted_until <= now())
           AND (u.banned_until IS NULL OR u.banned_until <= now())
           AND NOT ('BOT' = ANY(u.roles))
         ORDER BY u.id`,
};

/**
 * Claims a round for this transaction: the first process to insert the slot pays it; a
 * second one waits for that commit and then finds the slot taken. Answers false if taken.
 */
export async function claimRound(tx: Tx, slot: number): Promise<boolean> {
  const rows = await tx.query(CLAIM_ROUND, [slot]);
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
  await tx.query(RECORD_ROUND, [
    round.slot,
    round.pool,
    round.share,
    round.recipients,
    round.transferId,
  ]);
}

/**
 * Players who chatted (a message still shown) within the window, at the minimum level,
 * neither muted nor banned, and not bots; judged by the database's clock.
 */
export async function eligibleChatters(tx: Tx, rules: EligibleRules): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(ELIGIBLE_CHATTERS, [
    rules.activeWindowMs / 1000,
    rules.minXp,
  ]);
  return rows.map((r) => r.id);
}
