import type { Paced } from '../engine/bus';
import type { CoinFlipState, CoinSide } from './core';

// Coin flip's commands on the page-scene bus (games/engine/bus.ts): the page sends, the
// scene animates. The page shows one game at a time: its seats while it waits, then the
// flip the server decided. A flip is watched by both players and any spectator, so it
// carries how far in it already is: someone who opens the game mid-flip starts there.

export interface CoinFlipPlayer {
  username: string;
  side: CoinSide;
  /** The player's picture address; the scene loads no images and draws the initial. */
  avatar?: string;
  /** The house holds this seat (the creator called the bot). */
  bot?: boolean;
}

export type CoinFlipCommands = {
  /**
   * The game on show: its seats and state. An open game waits for a joiner; a flipped one
   * (with `winningSide`) is shown landed, quietly, for a page that opens it afterwards.
   * Sent again for the same game while its flip runs, it changes the seats, not the flip.
   */
  'coin-flip:show': {
    gameId: string;
    creator: CoinFlipPlayer;
    joiner: CoinFlipPlayer | null;
    state: CoinFlipState;
    winningSide?: CoinSide | null;
  };
  /**
   * The server's result: the coin spins and lands on `winningSide`, then highlights the
   * winner's seat; 'done' answers with `id` on the frame it lands. `elapsedMs` is how much
   * of the flip has already passed (0 for a page that saw it start).
   */
  'coin-flip:flip': Paced & {
    id: string;
    gameId: string;
    winningSide: CoinSide;
    elapsedMs: number;
  };
  /** No game on show: empty seats, the coin at rest. */
  'coin-flip:idle': undefined;
};
