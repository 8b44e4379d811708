import type { Statement } from '../../db/client';

// The sponsorship application statements, prepared once per connection.

const COLUMNS = `id, channel_url, platform, audience_size, email, message, status, user_id, created_at`;

export interface ApplicationRow extends Record<string, unknown> {
  id: string;
  channel_url: string;
  platform: string;
  audience_size: number;
  email: string;
  message: string;
  status: string;
  user_id: string | null;
  created_at: Date | string;
}

export const INSERT_APPLICATION: Statement = {
  name: 'sponsorship_insert_application',
  text: `INSERT INTO sponsorship_applications
           (channel_url, platform, audience_size, email, message, user_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
};

/** Operators read the newest first; the oldest beyond the cap wait for the newer to be marked. */
export const LIST_APPLICATIONS: Statement = {
  name: 'sponsorship_list_applications',
  text: `SELECT ${COLUMNS} FROM sponsorship_applications
         ORDER BY created_at DESC, id DESC LIMIT $1`,
};

export const MARK_APPLICATION: Statement = {
  name: 'sponsorship_mark_application',
  text: `UPDATE sponsorship_applications SET status = $2, updated_at = $3
         WHERE id = $1 RETURNING ${COLUMNS}`,
};
