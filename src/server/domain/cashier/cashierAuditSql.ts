import type { Statement } from '../../db/client';

/** An operator's or the cashier's audit row; $4 is the details' JSON. */
export const INSERT_AUDIT: Statement = {
  name: 'cashier_insert_audit',
  text: `INSERT INTO audit_log (actor_id, action, target_id, details)
         VALUES ($1, $2, $3, $4::jsonb)`,
};
