import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { GameIcon } from '../features/games/GameIcon';
import { gameByKey, games, type GameKey } from '../features/games/games';
import { ButtonLink } from '../ui/Button';
import './game/game-page.css';

/** A game's route before the game is built: what it will be, and where to go meanwhile. */
export default function GameComingSoonPage({ gameKey }: { gameKey: GameKey }) {
  const game = gameByKey(gameKey);
  const others = games.filter((candidate) => candidate.key !== gameKey);
  const style = { '--game-accent': `var(${game.accent})` } as CSSProperties;

  return (
    <div className="game-page" style={style}>
      <title>{`${game.name} · GemDrop`}</title>
      <nav className="game-page__crumbs" aria-label="Breadcrumb">
        <Link to="/">Games</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{game.name}</span>
      </nav>

      <section className="coming-soon" aria-labelledby="coming-soon-title">
        <div className="coming-soon__stage" aria-hidden="true">
          <span className="coming-soon__ring" />
          <span className="coming-soon__icon">
            <GameIcon game={game.key} size={56} />
          </span>
        </div>
        <div className="coming-soon__copy">
          <p className="coming-soon__badge">Coming soon</p>
          <h1 id="coming-soon-title" className="coming-soon__title">
            {game.name}
          </h1>
          <p className="coming-soon__tagline">{game.tagline}</p>
          <p className="coming-soon__text">{game.description}</p>
          <p className="coming-soon__text">
            We are building it now. Your gems stay safe on your account until it opens.
          </p>
          <div className="coming-soon__actions">
            <ButtonLink to="/" variant="primary" size="lg">
              Back to the lobby
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="game-page__more" aria-labelledby="more-games-title">
        <h2 id="more-games-title" className="game-page__more-title">
          Other games
        </h2>
        <ul className="game-chips">
          {others.map((other) => (
            <li key={other.key}>
              <Link
                to={other.path}
                className="game-chip"
                style={{ '--chip-accent': `var(${other.accent})` } as CSSProperties}
              >
                <GameIcon game={other.key} size={18} />
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
