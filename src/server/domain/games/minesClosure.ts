import type { Tx } from '../../db/transaction';
import type { Settlement } from '../settlement';
import { minesGame } from '../../../../games/mines/game';
import { LOCK_ACTIVE_GAME, UPDATE_GAME } from './minesStatements';
import {
  type StoredMinesGame,
  minesOutcome,
  minesValue,
  roundingFloatOf,
  safePicksOf,
} from './minesView';

/** How an open game was closed for its player, as kept on its bet and the ban's audit row. */
export interface ClosedMinesGame {
  betId: string;
  closedAs: 'cashed-out' | 'refunded';
  payout: number;
}

interface OpenGameRow extends Record<string, unknown> {
  bet_id: string;
  mines: number;
  mine_positions: number[];
  revealed: number[];
  amount: number | string;
  nonce: number;
  created_at: Date;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  username: string;
}

/**
 * Closes a player's open mines game for them, inside the caller's transaction (a ban), so
 * no stake stays held while they cannot play: with a safe tile revealed it is cashed out at
 * its current multiplier, as the player could have; with none it is refunded, the stake
 * back at 1x. Either way the game ends as a finished one does: its mines are shown, the bet
 * row keeps the outcome (marked `closedBy: 'ban'`) and listeners hear the settled bet.
 * Answers what it did, or null when no game was open.
 */
export async function closeOpenMinesGame(
  tx: Tx,
  deps: { settlement: Settlement },
  userId: string,
): Promise<ClosedMinesGame | null> {
  // The same row lock as a reveal: a reveal in flight finishes first, or finds no game.
  const [row] = await tx.query<OpenGameRow>(LOCK_ACTIVE_GAME, [userId]);
  if (!row) return null;
  const game: StoredMinesGame = {
    id: row.bet_id,
    amount: Number(row.amount),
    mines: Number(row.mines),
    minePositions: row.mine_positions.map(Number),
    revealed: row.revealed.map(Number),
    state: 'cashed',
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.nonce),
    createdAt: row.created_at,
    roundingFloat: roundingFloatOf(
      { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
      Number(row.mines),
    ),
  };
  // With no pick the game is worth its stake at 1x (the core's own rule), so both cases
  // are its current value; only the ledger names a refund as such.
  const refund = safePicksOf(game) === 0;
  const { payout, multiplierE4 } = minesValue(game);
  await tx.query(UPDATE_GAME, [game.id, game.revealed, game.state]);
  // A refund is posted under the bet's payout key too: a bet is paid or refunded, never both.
  await deps.settlement.closeOpenBet(tx, {
    betId: game.id,
    userId,
    username: row.username,
    game: minesGame.kind,
    amount: game.amount,
    payout,
    multiplierE4,
    outcome: { ...minesOutcome(game), closedBy: 'ban' },
    payoutKind: refund ? 'refund' : 'payout',
  });
  return { betId: game.id, closedAs: refund ? 'refunded' : 'cashed-out', payout };
}
