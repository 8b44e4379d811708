import { usePlayersIn } from './game-activity';
import type { GameKey } from './games';

/** "12 playing" beside a game's name; nothing while nobody is. */
export function PlayersCount({ game, className }: { game: GameKey; className?: string }) {
  const players = usePlayersIn(game);
  if (players === 0) return null;
  return (
    <span className={className} aria-label={`${players} playing`}>
      {players}
    </span>
  );
}
