import type { Statement } from '../../db/client';

export interface KycDocumentRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  level: number;
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

export interface KycQueueRow extends KycDocumentRow {
  username: string;
  user_level: number;
  full_name: string | null;
  date_of_birth: string | Date | null;
  country: string | null;
  address: string | null;
}

export interface KycDetailsRow extends Record<string, unknown> {
  full_name: string;
  date_of_birth: string | Date;
  country: string;
  address: string;
}

export const LEVEL_OF: Statement = {
  name: 'kyc_level_of',
  text: `SELECT kyc_level FROM users WHERE id = $1`,
};

export const LOCK_LEVEL: Statement = {
  name: 'kyc_lock_level',
  text: `SELECT kyc_level FROM users WHERE id = $1 FOR UPDATE`,
};

export const READ_DETAILS: Statement = {
  name: 'kyc_read_details',
  text: `SELECT full_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, country, address
         FROM kyc_details WHERE user_id = $1`,
};

export const UPSERT_DETAILS: Statement = {
  name: 'kyc_upsert_details',
  text: `INSERT INTO kyc_details (user_id, full_name, date_of_birth, country, address)
         VALUES ($1, $2, $3::date, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET full_name = EXCLUDED.full_name,
           date_of_birth = EXCLUDED.date_of_birth, country = EXCLUDED.country,
           address = EXCLUDED.address, submitted_at = now()`,
};

/** Basic details give level 1; a higher level stays. */
export const RAISE_LEVEL: Statement = {
  name: 'kyc_raise_level',
  text: `UPDATE users SET kyc_level = greatest(kyc_level, $2) WHERE id = $1 RETURNING kyc_level`,
};

export const LIST_DOCUMENTS: Statement = {
  name: 'kyc_list_documents',
  text: `SELECT * FROM kyc_documents WHERE user_id = $1 ORDER BY created_at DESC LIMIT 20`,
};

/** The unique pending index answers no row for a second pending document of a level. */
export const INSERT_DOCUMENT: Statement = {
  name: 'kyc_insert_document',
  text: `INSERT INTO kyc_documents (id, user_id, level, stored_name, original_name, mime, size)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, level) WHERE status = 'pending' DO NOTHING
         RETURNING *`,
};

const QUEUE_COLUMNS = `d.*, u.username, u.kyc_level AS user_level, k.full_name,
  to_char(k.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, k.country, k.address`;

/**
 * A page of the queue, oldest first, after the document $1 (null: from the start); $2 rows.
 * The cursor is a document id: ties on created_at are broken by id, so no row repeats or
 * goes missing across pages, even when the cursor's document was reviewed meanwhile.
 */
export const LIST_PENDING: Statement = {
  name: 'kyc_list_pending_page',
  text: `SELECT ${QUEUE_COLUMNS}
         FROM kyc_documents d JOIN users u ON u.id = d.user_id
         LEFT JOIN kyc_details k ON k.user_id = d.user_id
         WHERE d.status = 'pending'
           AND ($1::uuid IS NULL OR (d.created_at, d.id) >
             (SELECT c.created_at, c.id FROM kyc_documents c WHERE c.id = $1::uuid))
         ORDER BY d.created_at, d.id LIMIT $2`,
};

export const READ_QUEUE_ENTRY: Statement = {
  name: 'kyc_read_queue_entry',
  text: `SELECT ${QUEUE_COLUMNS}
         FROM kyc_documents d JOIN users u ON u.id = d.user_id
         LEFT JOIN kyc_details k ON k.user_id = d.user_id
         WHERE d.id = $1`,
};

/** Only a pending document is reviewed, once: a second review finds no row. */
export const REVIEW: Statement = {
  name: 'kyc_review',
  text: `UPDATE kyc_documents SET status = $2, reason = $3, reviewed_at = now(), reviewed_by = $4
         WHERE id = $1 AND status = 'pending' RETURNING *`,
};
