import {
  type BetRecord,
  INSTANT_GAMES,
  type InstantGame,
} from '../../../shared/contract/instantGames';
import type { Database } from '../../db/client';
import { transact } from '../../db/transaction';
import { toBetRecord } from './betRecord';
import { SELECT_SETTLED_BETS } from './betStatements';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

/** A player's settled bets, newest first: what the history tables and verifiers read. */
export class BetHistory {
  constructor(private readonly db: Database) {}

  async list(userId: string, filter: { game?: InstantGame; limit?: number }): Promise<BetRecord[]> {
    const limit = Math.min(Math.max(filter.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
    return transact(this.db, async (tx) => {
      const rows = await tx.query<{
        id: string;
        game: InstantGame;
        amount: number | string;
        payout: number | string;
        multiplier_e4: number | string;
        nonce: number;
        outcome: unknown;
        created_at: Date;
        server_seed_hash: string;
        client_seed: string;
      }>(SELECT_SETTLED_BETS, [userId, filter.game ?? null, limit, INSTANT_GAMES]);
      return rows.map(
        (row) =>
          toBetRecord({
            id: row.id,
            game: row.game,
            amount: Number(row.amount),
            payout: Number(row.payout),
            multiplierE4: Number(row.multiplier_e4),
            serverSeedHash: row.server_seed_hash,
            clientSeed: row.client_seed,
            nonce: Number(row.nonce),
            outcome: row.outcome,
            createdAt: row.created_at,
          }) as BetRecord,
      );
    });
  }
}
