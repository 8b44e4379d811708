import type { Statement } from '../../db/client';
import { USER_COLUMNS } from '../accounts';

// The statements of Steam sign-in (steamSignIn.ts). A player's row is read whole
// (USER_COLUMNS), in the shape the accounts service takes: a new player's wallet and
// session are opened from it.

export const USER_BY_STEAM_ID: Statement = {
  name: 'steam_user_by_steam_id',
  text: `SELECT ${USER_COLUMNS} FROM users WHERE steam_id = $1 LIMIT 1`,
};

export const INSERT_STEAM_USER: Statement = {
  name: 'steam_user_insert',
  text: `INSERT INTO users (username, steam_id, avatar) VALUES ($1, $2, $3)
         RETURNING ${USER_COLUMNS}`,
};

/** Links only a player with no Steam account yet; answers the row if it did. */
export const LINK_STEAM_ID: Statement = {
  name: 'steam_link',
  text: 'UPDATE users SET steam_id = $2 WHERE id = $1 AND steam_id IS NULL RETURNING id',
};

export const STEAM_ID_AND_PASSWORD: Statement = {
  name: 'steam_id_and_password',
  text: 'SELECT steam_id, password_hash FROM users WHERE id = $1',
};

export const UNLINK_STEAM_ID: Statement = {
  name: 'steam_unlink',
  text: 'UPDATE users SET steam_id = NULL WHERE id = $1',
};

/** Which of the lower-cased names $1 are taken (usernames are unique case-insensitively). */
export const TAKEN_USERNAMES: Statement = {
  name: 'steam_taken_usernames',
  text: 'SELECT lower(username) AS name FROM users WHERE lower(username) = ANY($1::text[])',
};
