import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { notAuthenticated } from '../errors';
import type { DomainEventBus } from '../events';

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
  const [row] = await db
    .update(users)
    .set({ streamerMode })
    .where(eq(users.id, userId))
    .returning({ streamerMode: users.streamerMode });
  if (!row) throw notAuthenticated();
  events.emit('user.streamer-mode', { userId, streamerMode: row.streamerMode });
  return row.streamerMode;
}
