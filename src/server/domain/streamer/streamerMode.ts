import type { Database, Statement } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { notAuthenticated } from '../errors';
import type { DomainEventBus } from '../events';

const SET_STREAMER_MODE: Statement = {
  name: 'streamer_mode_set',
  text: 'UPDATE users SET streamer_mode = $2 WHERE id = $1 RETURNING streamer_mode',
};

/**
 * Turns streamer mode on or off; answers the setting now stored. Every tab of the player
 * hears it (`user.streamer-mode`), so a switch flipped on one device hides the figures on
 * all of them.
 */
export async function setStreamerMode(
  db: Database,
  events: DomainEventBus,
  userId: string,
  streamerMode: boolean,
): Promise<boolean> {
  const [row] = await autocommit(db, (tx) =>
    tx.query<{ streamer_mode: boolean }>(SET_STREAMER_MODE, [userId, streamerMode]),
  );
  if (!row) throw notAuthenticated();
  events.emit('user.streamer-mode', { userId, streamerMode: row.streamer_mode });
  return row.streamer_mode;
}
