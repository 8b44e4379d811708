// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { formatGems } from '../../../src/shared/money';
import { BOT_NAME } from './coin-flip-scene-feed';

// A game in words, for the lists, the status line and the live region.

/** Who sits in the joiner's seat: a player, the bot, or nobody yet. */
export function joinerName(game: CoinFlipGame): string | null {
  if (!game.joiner) return null;
  return game.joiner.username ?? BOT_NAME;
}

/** The winner's name once flipped (the bot's seat reads "Bot"). */
export function winnerName(game: CoinFlipGame): string | null {
  if (game.winner === 'creator') return game.creator.username;
  if (game.winner === 'joiner') return joinerName(game);
  return null;
}

/** The viewer's seat in the game, if any. */
export function seatOf(game: CoinFlipGame, username: string | null): 'creator' | 'joiner' | null {
  if (username === null) return null;
  if (game.creator.username === username) return 'creator';
  if (game.joiner?.username === username) return 'joiner';
  return null;
}

/** Where a game is before its result may show (the result is the caller's to add). */
export function stateText(game: CoinFlipGame): string {
  switch (game.state) {
    case 'OPEN':
      return 'Waiting for an opponent';
    case 'JOINED':
    case 'BOT_JOINED':
      return 'Naming the beacon round';
    case 'WAITING_FOR_BEACON':
      return game.fairness
        ? `Waiting for beacon round ${game.fairness.blockNumber}`
        : 'Waiting for the beacon';
    case 'FLIPPED':
      return 'Flipping…';
    case 'CANCELLED':
      return 'Cancelled';
    case 'REFUNDED':
      // Past the bound with no verified value: nobody could know the side.
      return 'Refunded: the beacon round never arrived';
  }
}

/**
 * The landed result in one sentence, for the viewer: their own win or loss, or who won.
 * "T wins · you won 1.90 gems", "CT wins · you lost", "CT wins · alice takes 1.90 gems".
 */
export function resultText(game: CoinFlipGame, username: string | null): string {
  if (game.state !== 'FLIPPED' || game.winningSide === null) return stateText(game);
  const payout = formatGems(game.payout ?? 0);
  const seat = seatOf(game, username);
  if (seat !== null) {
    return seat === game.winner
      ? `${game.winningSide} wins · you won ${payout} gems`
      : `${game.winningSide} wins · you lost`;
  }
  return `${game.winningSide} wins · ${winnerName(game) ?? ''} takes ${payout} gems`;
}
