import type { Statement } from '../db/client';
import type { Tx } from '../db/transaction';

const INSERT_AUDIT: Statement = {
  name: 'audit_log_insert',
  text: `INSERT INTO audit_log (actor_id, action, target_id, details)
         VALUES ($1, $2, $3, $4::jsonb)`,
};

/** One audit row, in the transaction of the action it records. */
export async function recordAudit(
  tx: Pick<Tx, 'query'>,
  entry: {
    actorId: string | null;
    action: string;
    targetId: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.query(INSERT_AUDIT, [
    entry.actorId,
    entry.action,
    entry.targetId,
    JSON.stringify(entry.details),
  ]);
}
