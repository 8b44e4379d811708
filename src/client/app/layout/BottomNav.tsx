import type { CSSProperties } from 'react';
import { LOBBY_GAMES } from '../../../../games/registry.client';
import { GameIcon } from '../../features/games/GameIcon';
import { PreloadLink } from '../../features/routing/PreloadLink';
import { bottomNavGames } from './bottom-nav-items';

const homeIcon = (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M4 11.5 12 5l8 6.5V20h-5v-5H9v5H4z" />
  </svg>
);

const games = bottomNavGames(LOBBY_GAMES);

/**
 * Phone bottom navigation: the lobby and the games a player can play now (44 px targets;
 * hidden from 768 px). Its right end is kept free for the chat button (root-layout.css).
 */
export function BottomNav() {
  return (
    <nav
      className="bottom-nav"
      aria-label="Quick games"
      style={{ '--bottom-nav-items': games.length + 1 } as CSSProperties}
    >
      <PreloadLink to="/" end className="bottom-nav__link">
        {homeIcon}
        <span className="bottom-nav__label">Lobby</span>
      </PreloadLink>
      {games.map((game) => (
        <PreloadLink key={game.key} to={game.to} className="bottom-nav__link">
          <GameIcon game={game.key} size={22} />
          <span className="bottom-nav__label">{game.label}</span>
        </PreloadLink>
      ))}
    </nav>
  );
}
