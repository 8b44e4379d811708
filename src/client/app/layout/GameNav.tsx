import type { CSSProperties } from 'react';
import { GameIcon } from '../../features/games/GameIcon';
import { games } from '../../features/games/games';
import { PlayersCount } from '../../features/games/PlayersCount';
import { PreloadLink } from '../../features/routing/PreloadLink';

/** Desktop left rail: every game, from the games list (hidden below 1024 px). */
export function GameNav() {
  return (
    <nav className="game-nav" aria-label="Games">
      <div className="game-nav__inner">
        <p className="game-nav__title">Games</p>
        <ul className="game-nav__list">
          {games.map((game) => (
            <li key={game.key}>
              <PreloadLink
                to={game.path}
                className="game-nav__link"
                style={{ '--nav-accent': `var(${game.accent})` } as CSSProperties}
              >
                <GameIcon game={game.key} size={20} />
                <span>{game.name}</span>
                <PlayersCount game={game.key} className="game-nav__players" />
              </PreloadLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
