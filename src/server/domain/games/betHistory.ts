import { caseBattleGame } from '../../../../games/case-battle/game';
import { REVEAL_SLACK_MS } from '../../../../games/pace';
import {
  HISTORY_GAMES,
  type HistoryBet,
  type HistoryGame,
} from '../../../shared/contract/betHistory';
import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { RevealWindows } from '../revealWindows';
import type { GameRegistry } from './registry';
import { SELECT_BET_HISTORY } from './betHistoryStatements';
import { type HistoryRow, historyRecordOf } from './historyRecords';

const DEFAULT_LIMIT = 20;

/**
 * The games a server's history lists: the contract's, and the room games it was built with
 * beyond them (a test's own), which the driver records like any other.
 */
export function historyGamesOf(registry: Pick<GameRegistry, 'roomGames'>): readonly string[] {
  const extra = registry.roomGames.map((game) => game.kind);
  return [...new Set<string>([...HISTORY_GAMES, ...extra])];
}

type HistoryFilter = { game?: HistoryGame; limit?: number; before?: string };
const MAX_LIMIT = 100;

/**
 * A player's settled bets of every game, newest first: what the history tables and the
 * verifiers read. A round game's bet or a room game's seat appears only once its result
 * has landed on screen (betHistoryStatements.ts says when).
 */
export class BetHistory {
  constructor(
    private readonly db: Database,
    /** Each game's reveal window: a room's seats show once its draw has landed. */
    private readonly windows: RevealWindows,
    /** The games listed: the contract's (a server built with more games passes its own). */
    private readonly games: readonly string[] = HISTORY_GAMES,
  ) {}

  async list(userId: string, filter: HistoryFilter): Promise<HistoryBet[]> {
    return (await this.page(userId, filter)).bets;
  }

  /** One page, and the cursor of the next (the last bet's id; null on the last page). */
  async page(
    userId: string,
    filter: HistoryFilter,
  ): Promise<{ bets: HistoryBet[]; nextCursor: string | null }> {
    const limit = Math.min(Math.max(filter.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
    // One more than asked tells whether a next page exists.
    const rows = await autocommit(this.db, (tx) =>
      tx.query<HistoryRow>(SELECT_BET_HISTORY, [
        userId,
        filter.game ?? null,
        limit + 1,
        this.games,
        REVEAL_SLACK_MS,
        this.windows.kinds,
        caseBattleGame.resultRevealMs(true),
        filter.before ?? null,
        this.windows.ms,
        this.windows.longest,
      ]),
    );
    const bets = rows.slice(0, limit).map(historyRecordOf);
    return { bets, nextCursor: rows.length > limit ? bets[bets.length - 1]!.id : null };
  }
}
