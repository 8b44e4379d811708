// Types only: the contract's zod schemas stay out of the client bundle.
import type { CoinFlipGame } from '../../../src/shared/contract/coinFlip';
import { GameStage } from '../../../src/client/features/instant-games/GameStage';
import type { SceneDriver } from '../../../src/client/features/instant-games/scene-driver';
import { resultText, seatOf, stateText, winnerName } from './coin-flip-display';

interface CoinFlipGameViewProps {
  driver: SceneDriver;
  game: CoinFlipGame | null;
  /** The game's flip has landed here: its winner may show. */
  landed: boolean;
  username: string | null;
}

/**
 * The table: the scene, and under it the game in words. The result is written (and
 * announced) only once the coin has landed.
 */
export function CoinFlipGameView({ driver, game, landed, username }: CoinFlipGameViewProps) {
  const showsResult = game !== null && landed && game.state === 'FLIPPED';
  const seat = game ? seatOf(game, username) : null;
  const tone =
    !showsResult || seat === null
      ? ''
      : seat === game.winner
        ? ' game-result--win'
        : ' game-result--loss';
  const text =
    game === null
      ? 'Create a game, or watch one from the lists below.'
      : showsResult
        ? resultText(game, username)
        : stateText(game);
  return (
    <>
      <GameStage
        scene="coin-flip"
        driver={driver}
        label="Coin flip table: two seats and the coin"
      />
      <p
        className={`game-result coinflip-status${tone}`}
        data-testid="coinflip-status"
        data-game-id={game?.id}
        data-state={game?.state ?? 'none'}
        data-winner={showsResult ? (winnerName(game) ?? undefined) : undefined}
        data-winning-side={showsResult ? (game.winningSide ?? undefined) : undefined}
        aria-live="polite"
      >
        {text}
      </p>
    </>
  );
}
