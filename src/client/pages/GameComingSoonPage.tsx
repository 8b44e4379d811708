import type { CSSProperties } from 'react';
import { Link } from '../router';
import { GameIcon } from '../features/games/GameIcon';
import { gameByKey, games, type GameKey } from '../features/games/games';
import { ComingSoonPanel } from './ComingSoonPanel';

/** A game's route before the game is built: what it will be, and where to go meanwhile. */
export default function GameComingSoonPage({ gameKey }: { gameKey: GameKey }) {
  const game = gameByKey(gameKey);
  const others = games.filter((candidate) => candidate.key !== gameKey);

  return (
    <ComingSoonPanel
      title={game.name}
      tagline={game.tagline}
      accent={game.accent}
      homeLabel="Games"
      icon={<GameIcon game={game.key} size={56} />}
      after={
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
      }
    >
      <p className="coming-soon__text">{game.description}</p>
      <p className="coming-soon__text">
        We are building it now. Your gems stay safe on your account until it opens.
      </p>
    </ComingSoonPanel>
  );
}
