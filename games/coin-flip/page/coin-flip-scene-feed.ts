import type { CoinFlipCommands, CoinFlipPlayer } from '../bus';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';

// What the coin flip scene is told about the game on show (pure, so it is tested without a
// canvas): its seats, and once the server has flipped it, the flip, as far in as it is.

/** The name the scene shows on the bot's seat. */
export const BOT_NAME = 'Bot';

/** The seats and state for 'coin-flip:show'; the winning side only once the flip has landed. */
export function showCommand(
  game: CoinFlipGame,
  landed: boolean,
): CoinFlipCommands['coin-flip:show'] {
  const joiner: CoinFlipPlayer | null = game.joiner
    ? {
        username: game.joiner.username ?? BOT_NAME,
        side: game.joiner.side,
        ...(game.joiner.bot ? { bot: true } : {}),
      }
    : null;
  return {
    gameId: game.id,
    creator: { username: game.creator.username, side: game.creator.side },
    joiner,
    state: game.state,
    winningSide: landed ? game.winningSide : null,
  };
}

/**
 * The flip to animate: null unless the game is flipped and has not landed here yet.
 * `elapsedMs` is how far in the flip already is on this tab's clock (a page that opens a
 * game mid-flip starts there; one that saw the event starts at 0).
 */
export function flipCommand(
  game: CoinFlipGame,
  landed: boolean,
  flipStartedAt: number | undefined,
  now: number,
): CoinFlipCommands['coin-flip:flip'] | null {
  if (landed || game.state !== 'FLIPPED' || game.winningSide === null) return null;
  const elapsedMs = flipStartedAt === undefined ? 0 : Math.max(0, now - flipStartedAt);
  return { id: `coinflip-${game.id}`, gameId: game.id, winningSide: game.winningSide, elapsedMs };
}
