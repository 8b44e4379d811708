import type { Statement } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { SessionContext } from '../accounts';
import { assertTwoFactorFresh } from '../accounts';
import { DomainError } from '../errors';

/** The movements that take gems out of a player's hands: tips to players and to the rain. */
const OUTFLOW_KINDS = ['tip', 'rain-tip'] as const;

const LOCK_SENDER: Statement = {
  name: 'tips_outflow_lock',
  text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))',
};

/** $1 the player, $2 the outflow kinds, $3 the window in ms, $4 a ledger key left out. */
const TIPPED_WITHIN: Statement = {
  name: 'tips_outflow_within',
  text: `SELECT coalesce(sum(-e.amount), 0) AS sent
           FROM wallet_transfers t
           JOIN wallet_entries e ON e.transfer_id = t.id AND e.amount < 0
          WHERE t.user_id = $1
            AND t.kind = ANY($2::text[])
            AND t.created_at > now() - $3::float8 * interval '1 millisecond'
            AND t.idempotency_key IS DISTINCT FROM $4::text`,
};

export interface TipTwoFactorLimits {
  /** Hundredths a player with 2FA may tip within the window without a fresh code. */
  above: number;
  windowMs: number;
}

/**
 * A player with 2FA needs a fresh code once their tips within the window, this one
 * included, would add up to more than the limit; so splitting a large tip into small ones
 * gains nothing. The sum comes from the ledger, so every process agrees. A per-sender
 * advisory lock, held to commit, makes a sender's tips count one after another: two
 * concurrent tips cannot both see the sum without the other.
 *
 * Call it inside the tip's transaction, before the money moves. `idempotencyKey` is the
 * ledger key of this tip: a replay does not count against itself.
 */
export async function assertTipWithinTwoFactorLimit(
  tx: Tx,
  session: SessionContext,
  tip: { amount: number; idempotencyKey: string },
  limits: TipTwoFactorLimits,
): Promise<void> {
  try {
    await assertTwoFactorFresh(tx.db, session);
    return; // 2FA off, or validated recently: any amount may go.
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'TWO_FACTOR_REQUIRED') throw error;
    if (tip.amount > limits.above) throw error;
    await tx.query(LOCK_SENDER, ['tip-outflow:' + session.userId]);
    const sent = await tippedWithin(tx, session.userId, limits.windowMs, tip.idempotencyKey);
    if (sent + tip.amount > limits.above) throw error;
  }
}

/** Hundredths the player tipped (to players and the rain) in the last `windowMs`. */
export async function tippedWithin(
  tx: Tx,
  userId: string,
  windowMs: number,
  exceptKey: string | null = null,
): Promise<number> {
  const [row] = await tx.query<{ sent: string | number }>(TIPPED_WITHIN, [
    userId,
    [...OUTFLOW_KINDS],
    windowMs,
    exceptKey,
  ]);
  return Number(row?.sent ?? 0);
}
