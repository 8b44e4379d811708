import {
  type CaseRarity,
  type GameKind,
  LIVE_DROPS_HISTORY_SIZE,
  type LiveDrop,
} from '../../../shared/contract';
import type { Database } from '../../db/client';
import { type Tx, autocommit } from '../../db/transaction';
import type { DomainEventBus } from '../events';
import { type LiveDropRow, toLiveDrop } from './liveDropRecord';
import { INSERT_LIVE_DROP, SELECT_LATEST_DROPS } from './liveDropStatements';

export interface DropInput {
  userId: string;
  game: GameKind;
  /** The bet that won it, when a bet did. */
  betId: string | null;
  item: { name: string; image: string | null; rarity: CaseRarity; price: number };
  /** Ms from commit until the animation that wins it has landed: the drop shows from then on. */
  showInMs: number;
}

/**
 * The live drops feed: every item won (a case's, a battle's pulls, a Skin Upgrader's target),
 * written in the winning transaction. It shows, in the history and on the channel, only
 * once the animation that wins it has landed (a reel, a battle's result, a needle): the row
 * holds that moment (`shows_at`) and a timer of the committing process announces it then.
 * A drop worth at least `topMin` hundredths is also a Top drop.
 */
export class LiveDrops {
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly db: Database,
    private readonly events: DomainEventBus,
    private readonly topMin: number,
  ) {}

  async record(tx: Tx, drop: DropInput): Promise<LiveDrop> {
    const { item } = drop;
    const showInMs = Math.max(0, Math.ceil(drop.showInMs));
    const [row] = await tx.query<LiveDropRow>(INSERT_LIVE_DROP, [
      drop.userId,
      drop.game,
      drop.betId,
      item.name,
      item.image,
      item.rarity,
      item.price,
      item.price >= this.topMin,
      showInMs,
    ]);
    const liveDrop = toLiveDrop(row!);
    tx.afterCommit(() => this.announceIn(showInMs, liveDrop));
    return liveDrop;
  }

  /** Forget the announcements still waiting (the process stops; the history still has them). */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private announceIn(ms: number, liveDrop: LiveDrop): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.events.emit('live-drop.created', liveDrop);
    }, ms);
    // A drop still waiting must not keep a stopping process alive.
    timer.unref?.();
    this.timers.add(timer);
  }

  /** GET /live-drops/history: the newest drops of every kind, and the newest Top drops. */
  async history(): Promise<{ All: LiveDrop[]; Top: LiveDrop[] }> {
    // Two reads side by side, each its own statement: a transaction around them (read
    // committed) promised nothing more and cost its BEGIN and COMMIT on every page load.
    return autocommit(this.db, async (tx) => {
      const [all, top] = await Promise.all([
        tx.query<LiveDropRow>(SELECT_LATEST_DROPS, [false, LIVE_DROPS_HISTORY_SIZE]),
        tx.query<LiveDropRow>(SELECT_LATEST_DROPS, [true, LIVE_DROPS_HISTORY_SIZE]),
      ]);
      return { All: all.map(toLiveDrop), Top: top.map(toLiveDrop) };
    });
  }
}
