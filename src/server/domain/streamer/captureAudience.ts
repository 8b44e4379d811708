import { z } from 'zod';
import type { Broadcast } from '../broadcast';

// Which players a stream's browser source is watching right now, as every process knows
// it. Telling a capture room costs a Redis publish per event when the cluster is scaled
// out, watched or not; almost no player streams, so the relays ask here first. A process
// whose capture socket joined says so at once and again every REFRESH_MS while the socket
// stays; each process forgets a player TTL_MS after it last heard, so a lost message
// (the broadcast port is at most once) or a closed browser source ends on its own.

export const CAPTURE_WATCH_REFRESH_MS = 30_000;
export const CAPTURE_WATCH_TTL_MS = 3 * CAPTURE_WATCH_REFRESH_MS;

const watchingSchema = z.object({ userIds: z.array(z.string()).max(10_000) });

export class CaptureAudience {
  private readonly heardAt = new Map<string, number>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly broadcast: Broadcast,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = broadcast.subscribe('capture.watching', (message) => {
      const parsed = watchingSchema.safeParse(message);
      if (!parsed.success) return;
      const at = this.now();
      for (const userId of parsed.data.userIds) this.heardAt.set(userId, at);
    });
  }

  /** A browser source of these players' is connected to this process (joined, or still there). */
  watching(userIds: string[]): void {
    if (userIds.length > 0) void this.broadcast.publish('capture.watching', { userIds });
  }

  /** Whether any process said lately that a browser source follows this player. */
  isWatched(userId: string): boolean {
    const at = this.heardAt.get(userId);
    if (at === undefined) return false;
    if (this.now() - at <= CAPTURE_WATCH_TTL_MS) return true;
    this.heardAt.delete(userId);
    return false;
  }

  close(): void {
    this.unsubscribe();
    this.heardAt.clear();
  }
}
