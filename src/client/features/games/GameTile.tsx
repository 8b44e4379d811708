import type { CSSProperties } from 'react';
import { Link } from '../../router';
import { GameIcon } from './GameIcon';
import type { GameInfo } from './games';
import { PlayersCount } from './PlayersCount';
import './game-tile.css';

/** A lobby tile: the game's glyph on a glow in its accent colour, its name and tagline. */
export function GameTile({ game }: { game: GameInfo }) {
  const style = { '--tile-accent': `var(${game.accent})` } as CSSProperties;
  return (
    <Link to={game.path} className="game-tile" style={style} data-game={game.key}>
      <span className="game-tile__art" aria-hidden="true">
        <span className="game-tile__glow" />
        <span className="game-tile__icon">
          <GameIcon game={game.key} size={34} />
        </span>
      </span>
      <span className="game-tile__body">
        <span className="game-tile__name">{game.name}</span>
        <span className="game-tile__tagline">{game.tagline}</span>
        <PlayersCount game={game.key} className="game-tile__players" />
      </span>
      {!game.available && <span className="game-tile__badge">Soon</span>}
    </Link>
  );
}
