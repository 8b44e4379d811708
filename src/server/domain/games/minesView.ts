import {
  maxSafePicks,
  minesMultiplierE4,
  minesPayout,
  minesRoundingFloat,
} from '../../../../games/mines/core';
import { FLOAT_ROUNDING_DOWN } from '../../../../games/fair';
import type { MinesGame } from '../../../shared/contract/instantGames';

export type MinesState = 'active' | 'cashed' | 'busted';

/** A mines game as stored: its bet, its board and its pair's public fairness data. */
export interface StoredMinesGame {
  id: string;
  amount: number;
  mines: number;
  /** Every mine, ascending; secret while the game is active. */
  minePositions: number[];
  /** Tiles in the order picked; a busted game's mine comes last. */
  revealed: number[];
  state: MinesState;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: Date | string;
  /** The float that rounds the cash-out (minesRoundingFloat): server-side only, never shown. */
  roundingFloat: number;
}

/** The rounding float of a game from its pair's seeds (the server seed never leaves here). */
export function roundingFloatOf(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  mines: number,
): number {
  return minesRoundingFloat(seeds, mines);
}

/** Safe tiles picked: every revealed tile except the mine that ended a busted game. */
export function safePicksOf(game: Pick<StoredMinesGame, 'revealed' | 'state'>): number {
  return game.state === 'busted' ? game.revealed.length - 1 : game.revealed.length;
}

/**
 * What the game has paid (ended), or at least pays on cash-out now (active, rounded down until
 * the cash-out rounds it fairly), and its multiplier.
 */
export function minesValue(game: StoredMinesGame): { payout: number; multiplierE4: number } {
  if (game.state === 'busted') return { payout: 0, multiplierE4: 0 };
  const picks = safePicksOf(game);
  // While active the value is shown rounded down: a view telling which way the cash-out
  // will round would tell the float, and so which later cash-outs round up.
  const roundingFloat = game.state === 'active' ? FLOAT_ROUNDING_DOWN : game.roundingFloat;
  return {
    payout: minesPayout(game.amount, game.mines, picks, roundingFloat),
    multiplierE4: minesMultiplierE4(game.mines, picks),
  };
}

/** The game as the player may see it: the mines stay hidden until it has ended. */
export function toMinesGame(game: StoredMinesGame): MinesGame {
  const { payout, multiplierE4 } = minesValue(game);
  const picks = safePicksOf(game);
  const canPickMore = game.state === 'active' && picks < maxSafePicks(game.mines);
  return {
    id: game.id,
    amount: game.amount,
    mines: game.mines,
    revealed: [...game.revealed],
    state: game.state,
    multiplier: multiplierE4 / 10_000,
    nextMultiplier: canPickMore ? minesMultiplierE4(game.mines, picks + 1) / 10_000 : null,
    payout,
    minePositions: game.state === 'active' ? null : [...game.minePositions],
    fairness: {
      serverSeedHash: game.serverSeedHash,
      clientSeed: game.clientSeed,
      nonce: game.nonce,
    },
    createdAt: new Date(game.createdAt).toISOString(),
  };
}

/** The outcome kept on the bet once the game has ended (the contract's mines outcome). */
export function minesOutcome(game: StoredMinesGame) {
  return {
    mines: game.mines,
    revealed: [...game.revealed],
    minePositions: [...game.minePositions],
    state: game.state,
  };
}
