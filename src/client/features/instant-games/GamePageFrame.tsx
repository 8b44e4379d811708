import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import type { InstantGame } from '../../../shared/contract/instantGames';
import { MyBets } from './MyBets';
import { ResultStrip } from './ResultStrip';
import './instant-games.css';

interface GamePageFrameProps {
  game: InstantGame;
  title: string;
  /** A colour token for the page's glow. */
  accent: string;
  /** The canvas with what lies over it, then the result line. */
  stage: ReactNode;
  /** The bet panel (a form). */
  panel: ReactNode;
}

/**
 * The layout every instant game shares: title and last results, the canvas above its bet
 * panel (one column, so a phone shows the canvas first), then the player's bets.
 */
export function GamePageFrame({ game, title, accent, stage, panel }: GamePageFrameProps) {
  return (
    <div className="instant-game" style={{ '--game-accent': `var(${accent})` } as CSSProperties}>
      <title>{`${title} · GemDrop`}</title>
      <header className="instant-game__head">
        <div>
          <h1 className="instant-game__title">{title}</h1>
          <p className="instant-game__fair">
            Provably fair: <Link to={`/fairness/${game}`}>verify any bet</Link>
          </p>
        </div>
        <ResultStrip game={game} />
      </header>
      <div className="instant-game__play">
        <div className="instant-game__stage">{stage}</div>
        <div className="instant-game__panel">{panel}</div>
      </div>
      <MyBets game={game} />
    </div>
  );
}
