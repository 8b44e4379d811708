import {
  type CaseRarity,
  type GameKind,
  LIVE_DROPS_HISTORY_SIZE,
  type LiveDrop,
} from '../../../shared/contract';
import type { Database } from '../../db/client';
import { type Tx, transact } from '../../db/transaction';
import type { DomainEventBus } from '../events';
import { type LiveDropRow, toLiveDrop } from './liveDropRecord';
import { INSERT_LIVE_DROP, SELECT_LATEST_DROPS } from './liveDropStatements';

export interface DropInput {
  userId: string;
  game: GameKind;
  /** The bet that won it, when a bet did. */
  betId: string | null;
  item: { name: string; image: string | null; rarity: CaseRarity; price: number };
}

/**
 * The live drops feed: every item won, written in the winning transaction and announced
 * once it commits. A drop worth at least `topMin` hundredths is also a Top drop.
 */
export class LiveDrops {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEventBus,
    private readonly topMin: number,
  ) {}

  async record(tx: Tx, drop: DropInput): Promise<LiveDrop> {
    const { item } = drop;
    const [row] = await tx.query<LiveDropRow>(INSERT_LIVE_DROP, [
      drop.userId,
      drop.game,
      drop.betId,
      item.name,
      item.image,
      item.rarity,
      item.price,
      item.price >= this.topMin,
    ]);
    const liveDrop = toLiveDrop(row!);
    tx.afterCommit(() => this.events.emit('live-drop.created', liveDrop));
    return liveDrop;
  }

  /** GET /live-drops/history: the newest drops of every kind, and the newest Top drops. */
  async history(): Promise<{ All: LiveDrop[]; Top: LiveDrop[] }> {
    return transact(this.db, async (tx) => {
      const all = await tx.query<LiveDropRow>(SELECT_LATEST_DROPS, [
        false,
        LIVE_DROPS_HISTORY_SIZE,
      ]);
      const top = await tx.query<LiveDropRow>(SELECT_LATEST_DROPS, [true, LIVE_DROPS_HISTORY_SIZE]);
      return { All: all.map(toLiveDrop), Top: top.map(toLiveDrop) };
    });
  }
}
