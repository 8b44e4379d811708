import type { CSSProperties, ReactNode } from 'react';
import { Link } from '../../router';
import type { InstantGame } from '../../../shared/contract/instantGames';
import { fairnessPathOf } from '../fairness/verifier-links';
import { openModal } from '../modals/modal-store';
import { MyBets } from './MyBets';
import { ResultStrip } from './ResultStrip';
import './instant-games.css';
import { titled } from '../../lib/brand';

interface GamePageFrameProps {
  game: InstantGame;
  title: string;
  /** A colour token for the page's glow. */
  accent: string;
  /** The canvas with what lies over it, then the result line. */
  stage: ReactNode;
  /** The bet panel (a form). */
  panel: ReactNode;
  /** What the game shows under the play area, before the fairness link (the Skin Upgrader's skins). */
  below?: ReactNode;
}

/**
 * The layout every instant game shares, sized so the canvas and the bet button share one
 * screen at every size: a one-line head (title, last results), then the bet panel beside
 * the canvas where the page is wide, or the canvas above a compact panel (bet button
 * first) on phones; then the fairness link and the player's bets, below the fold.
 */
export function GamePageFrame({ game, title, accent, stage, panel, below }: GamePageFrameProps) {
  return (
    <div className="instant-game" style={{ '--game-accent': `var(${accent})` } as CSSProperties}>
      <title>{titled(title)}</title>
      <header className="instant-game__head">
        <h1 className="instant-game__title">{title}</h1>
        <ResultStrip game={game} />
      </header>
      <div className="instant-game__play">
        <div className="instant-game__stage">{stage}</div>
        <div className="instant-game__panel">{panel}</div>
      </div>
      {below}
      <p className="instant-game__fair">
        Provably fair: <Link to={fairnessPathOf(game)}>verify any bet</Link> ·{' '}
        <button
          type="button"
          className="instant-game__seeds"
          onClick={() => void openModal('FAIRNESS', {})}
        >
          Your seeds
        </button>
      </p>
      <MyBets game={game} />
    </div>
  );
}
