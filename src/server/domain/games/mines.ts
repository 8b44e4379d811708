import { assertTile, maxSafePicks, minePositions, minesPayout } from '../../../../games/mines/core';
import { minesGame } from '../../../../games/mines/game';
import type { MinesGame as MinesGameView } from '../../../shared/contract/instantGames';
import { formatGems } from '../../../shared/money';
import { type Tx, pgErrorOf, transact } from '../../db/transaction';
import { DomainError, conflict } from '../errors';
import { revealInMs } from '../settlement';
import {
  type BetLimits,
  DEFAULT_BET_LIMITS,
  assertBestPayoutWithinLimit,
  assertBetAmount,
} from './betLimits';
import type { GameDeps } from './instantBet';
import {
  HAS_ACTIVE_GAME,
  INSERT_GAME,
  LOCK_ACTIVE_GAME,
  SELECT_ACTIVE_GAME,
  UPDATE_GAME,
} from './minesStatements';
import {
  type StoredMinesGame,
  minesOutcome,
  roundingFloatOf,
  minesValue,
  safePicksOf,
  toMinesGame,
} from './minesView';

interface GameRow extends Record<string, unknown> {
  bet_id: string;
  mines: number;
  mine_positions: number[];
  revealed: number[];
  state: StoredMinesGame['state'];
  amount: number | string;
  nonce: number;
  created_at: Date;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  username: string;
}

export interface MinesAnswer {
  game: MinesGameView;
  balance: number;
  /** The ledger position of that balance. */
  ledgerPosition: number;
}

const gameInProgress = () =>
  conflict('MINES_GAME_ACTIVE', 'You already have a mines game in progress: finish it first');
const noActiveGame = () =>
  new DomainError('NO_ACTIVE_GAME', 'You have no mines game in progress', 404);

/** A step of a game as a stream's browser source follows it: a reveal names its tile. */
type MinesStep = { step: 'start' | 'cashout'; tile: null } | { step: 'reveal'; tile: number };

const fromRow = (row: GameRow): StoredMinesGame & { username: string } => ({
  id: row.bet_id,
  amount: Number(row.amount),
  mines: Number(row.mines),
  minePositions: row.mine_positions.map(Number),
  revealed: row.revealed.map(Number),
  state: row.state,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: Number(row.nonce),
  createdAt: row.created_at,
  roundingFloat: roundingFloatOf(
    { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
    Number(row.mines),
  ),
  username: row.username,
});

/**
 * Mines (docs/games/mines.md): the stake is taken and the mines are placed from the fair stream at
 * start; the game lives in the database, so any tab or server process continues it. Each
 * step locks the game row, so concurrent reveals and cash-outs take turns.
 */
export class MinesGame {
  constructor(
    private readonly deps: GameDeps,
    private readonly limits: BetLimits = DEFAULT_BET_LIMITS,
  ) {}

  async start(userId: string, body: { amount: number; mines: number }): Promise<MinesAnswer> {
    const { amount, mines } = body;
    assertBetAmount(amount, this.limits);
    // Only new games wait for a paused game to resume; an open one can still be finished.
    await this.deps.switchboard.assertOpen(minesGame.kind);
    // Later picks are checked one by one (reveal); the first must fit the limit already.
    // A float of 0 rounds up: the most a first pick can pay.
    assertBestPayoutWithinLimit(amount, (a) => minesPayout(a, mines, 1, 0), this.limits);
    try {
      return await transact(this.deps.db, async (tx) => {
        const [active] = await tx.query(HAS_ACTIVE_GAME, [userId]);
        if (active) throw gameInProgress();
        // The stake only: the bet stays open, its payout is decided by the reveals.
        let roundingFloat = 0;
        const { bet, balance } = await this.deps.settlement.settle(
          {
            userId,
            game: minesGame.kind,
            amount,
            params: { mines },
            decide: (seeds) => {
              roundingFloat = roundingFloatOf(seeds, mines);
              return { payout: null, multiplierE4: null, outcome: minePositions(seeds, mines) };
            },
          },
          tx,
        );
        // A second start racing this one is refused by the one-active-game index.
        await tx.query(INSERT_GAME, [bet.id, userId, mines, bet.outcome]);
        const game: StoredMinesGame = {
          id: bet.id,
          amount,
          mines,
          minePositions: bet.outcome,
          revealed: [],
          state: 'active',
          serverSeedHash: bet.serverSeedHash,
          clientSeed: bet.clientSeed,
          nonce: bet.nonce,
          createdAt: bet.createdAt,
          roundingFloat,
        };
        const view = toMinesGame(game);
        this.announce(tx, userId, { step: 'start', tile: null }, view);
        return { game: view, ...balance };
      });
    } catch (error) {
      if (pgErrorOf(error).constraint === 'mines_games_one_active_key') throw gameInProgress();
      throw error;
    }
  }

  async reveal(userId: string, tile: number): Promise<MinesAnswer> {
    // The contract checked the tile; a caller that skips it breaks an invariant.
    assertTile(tile);
    return transact(this.deps.db, async (tx) => {
      const game = await this.lockActive(tx, userId);
      if (game.revealed.includes(tile)) {
        throw conflict('TILE_REVEALED', `Tile ${tile} is already revealed`);
      }
      // Decided before looking at the tile, so a refusal says nothing about the board.
      const picks = safePicksOf(game) + 1;
      // A float of 0 rounds up: the most the next pick could pay.
      if (minesPayout(game.amount, game.mines, picks, 0) > this.limits.payoutMax) {
        throw new DomainError(
          'PAYOUT_LIMIT',
          `Another safe tile would pay more than the maximum payout of ${formatGems(this.limits.payoutMax)}: cash out`,
        );
      }
      const revealed = [...game.revealed, tile];
      const step = { step: 'reveal', tile } as const;
      if (game.minePositions.includes(tile))
        return this.finish(tx, userId, game, revealed, 'busted', step);
      if (picks === maxSafePicks(game.mines))
        return this.finish(tx, userId, game, revealed, 'cashed', step);
      await tx.query(UPDATE_GAME, [game.id, revealed, 'active']);
      const balance = await this.deps.wallet.positionedBalanceOf(tx, userId);
      const view = toMinesGame({ ...game, revealed });
      this.announce(tx, userId, step, view);
      return { game: view, ...balance };
    });
  }

  async cashout(userId: string): Promise<MinesAnswer> {
    return transact(this.deps.db, async (tx) => {
      const game = await this.lockActive(tx, userId);
      if (safePicksOf(game) === 0) {
        throw new DomainError('NO_SAFE_TILE', 'Reveal at least one safe tile before cashing out');
      }
      return this.finish(tx, userId, game, game.revealed, 'cashed', {
        step: 'cashout',
        tile: null,
      });
    });
  }

  async active(userId: string): Promise<{ game: MinesGameView | null }> {
    return transact(this.deps.db, async (tx) => {
      const [row] = await tx.query<GameRow>(SELECT_ACTIVE_GAME, [userId]);
      return { game: row ? toMinesGame(fromRow(row)) : null };
    });
  }

  private async lockActive(tx: Tx, userId: string) {
    const [row] = await tx.query<GameRow>(LOCK_ACTIVE_GAME, [userId]);
    if (!row) throw noActiveGame();
    return fromRow(row);
  }

  /** Ends the game: pays what it is worth, keeps the outcome on its bet, tells listeners. */
  private async finish(
    tx: Tx,
    userId: string,
    active: StoredMinesGame & { username: string },
    revealed: number[],
    state: 'cashed' | 'busted',
    step: MinesStep,
  ): Promise<MinesAnswer> {
    const game = { ...active, revealed, state };
    const { payout, multiplierE4 } = minesValue(game);
    await tx.query(UPDATE_GAME, [game.id, revealed, state]);
    const balance = await this.deps.settlement.closeOpenBet(tx, {
      betId: game.id,
      userId,
      username: active.username,
      game: minesGame.kind,
      amount: game.amount,
      payout,
      multiplierE4,
      outcome: minesOutcome(game),
      // No animation to wait for beyond the answer's trip (the reveal slack): a cash-out pays
      // what the page already showed on its button, and the tile flip that may end a game
      // (260 ms) is shorter than the slack, so other views never run ahead of the board.
      revealMs: 0,
    });
    const view = toMinesGame(game);
    this.announce(tx, userId, step, view);
    return { game: view, ...balance };
  }

  /**
   * After commit, a stream's browser source hears the step: the game as its player may see
   * it (toMinesGame shows no mine while it is active), held as every other view holds it.
   */
  private announce(tx: Tx, userId: string, step: MinesStep, game: MinesGameView): void {
    tx.afterCommit(() =>
      this.deps.events.emit('mines.step', { userId, ...step, game, revealInMs: revealInMs(0) }),
    );
  }
}
