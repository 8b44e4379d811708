import { GameTile } from '../features/games/GameTile';
import { games, type GameInfo } from '../features/games/games';
import './home/home.css';
import { titled } from '../lib/brand';

const playable = games.filter((game) => game.available);
const upcoming = games.filter((game) => !game.available);

function GameList({ id, title, list }: { id: string; title: string; list: readonly GameInfo[] }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <p className="home-section__count">
          {list.length} {list.length === 1 ? 'game' : 'games'}
        </p>
      </div>
      <ul className="game-grid">
        {list.map((game) => (
          <li key={game.key}>
            <GameTile game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /games: every game of the lobby, what can be played now first; a game still being built
 * links to its coming-soon page.
 */
export default function GamesPage() {
  return (
    <div className="home games-page">
      <title>{titled('Games')}</title>
      <h1 className="games-page__title">Games</h1>
      <GameList id="games-playable" title="Play now" list={playable} />
      {upcoming.length > 0 && <GameList id="games-upcoming" title="Coming soon" list={upcoming} />}
    </div>
  );
}
