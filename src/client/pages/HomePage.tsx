import { GameTile } from '../features/games/GameTile';
import { games } from '../features/games/games';
import { openAuth, openModal } from '../features/modals/modal-store';
import { selectIsLoggedIn, useSession } from '../features/session/session-store';
import { Button, ButtonLink } from '../ui/Button';
import { HeroArt } from './home/HeroArt';
import './home/home.css';
import { siteBrand } from '../lib/brand';

const promises = [
  {
    title: 'Provably fair',
    text: 'Every result comes from seeds you can check yourself, before and after you play.',
  },
  {
    title: 'Live balance',
    text: 'Your gems update the moment a round settles, on every tab you have open.',
  },
  {
    title: 'Real CS2 rarities',
    text: 'From consumer grade to knives and gloves, every drop shows its odds.',
  },
];

export default function HomePage() {
  const loggedIn = useSession(selectIsLoggedIn);

  return (
    <div className="home">
      <title>{`${siteBrand().name}: CS2 case opening, battles and games`}</title>

      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__copy">
          <p className="hero__eyebrow">CS2 skins · Provably fair</p>
          <h1 id="hero-title" className="hero__title">
            Open cases. Win battles. <span className="hero__title-accent">Drop gems.</span>
          </h1>
          <p className="hero__lead">
            Unbox CS2 skins, take on rivals in case battles and play Crash, Roulette, Mines and more
            with gems.
          </p>
          <div className="hero__actions">
            {loggedIn ? (
              <ButtonLink to="/case-opening" variant="primary" size="lg">
                Open cases
              </ButtonLink>
            ) : (
              <Button variant="primary" size="lg" onClick={() => openAuth('register')}>
                Create free account
              </Button>
            )}
            <ButtonLink to="/games" variant="secondary" size="lg">
              Browse games
            </ButtonLink>
          </div>
        </div>
        <HeroArt />
      </section>

      <section id="games" className="home-section" aria-labelledby="games-title">
        <div className="home-section__head">
          <h2 id="games-title" className="home-section__title">
            Games
          </h2>
          <p className="home-section__count">{games.length} games</p>
          <Button variant="ghost" size="sm" onClick={() => void openModal('GAME_LIBRARY', {})}>
            Search games
          </Button>
        </div>
        <ul className="game-grid">
          {games.map((game) => (
            <li key={game.key}>
              <GameTile game={game} />
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-label={`Why ${siteBrand().name}`}>
        <ul className="promises">
          {promises.map((promise) => (
            <li key={promise.title} className="promises__item">
              <h3 className="promises__title">{promise.title}</h3>
              <p className="promises__text">{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
