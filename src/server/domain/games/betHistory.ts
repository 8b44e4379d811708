import { caseBattleGame } from '../../../../games/case-battle/game';
import coinFlipTuning from '../../../../games/coin-flip/tuning.json';
import { REVEAL_SLACK_MS } from '../../../../games/pace';
import {
  HISTORY_GAMES,
  type HistoryBet,
  type HistoryGame,
} from '../../../shared/contract/betHistory';
import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import { revealInMs } from '../settlement';
import { SELECT_BET_HISTORY } from './betHistoryStatements';
import { type HistoryRow, historyRecordOf } from './historyRecords';

const DEFAULT_LIMIT = 20;

type HistoryFilter = { game?: HistoryGame; limit?: number; before?: string };
const MAX_LIMIT = 100;
/** A coin flip seat shows once its coin has landed: the flip (the game's tuning) plus the slack. */
const COIN_FLIP_SHOWN_MS = revealInMs(coinFlipTuning.durations.flip);

/**
 * A player's settled bets of every game, newest first: what the history tables and the
 * verifiers read. A round game's bet or a coin flip's seat appears only once its result
 * has landed on screen (betHistoryStatements.ts says when).
 */
export class BetHistory {
  constructor(
    private readonly db: Database,
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
        COIN_FLIP_SHOWN_MS,
        caseBattleGame.resultRevealMs(true),
        filter.before ?? null,
      ]),
    );
    const bets = rows.slice(0, limit).map(historyRecordOf);
    return { bets, nextCursor: rows.length > limit ? bets[bets.length - 1]!.id : null };
  }
}
