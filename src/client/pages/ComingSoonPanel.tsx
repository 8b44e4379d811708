import type { CSSProperties, ReactNode } from 'react';
import { Link } from '../router';
import { ButtonLink } from '../ui/Button';
import './game/game-page.css';
import { titled } from '../lib/brand';

interface ComingSoonPanelProps {
  title: string;
  tagline: string;
  /** The accent colour's custom property (e.g. a game's), tinting the panel. */
  accent: string;
  /** The breadcrumb's first step, which links home. */
  homeLabel: string;
  /** The picture in the panel's ring. */
  icon: ReactNode;
  /** What it will be, in a few paragraphs (give them className="coming-soon__text"). */
  children: ReactNode;
  /** Anything below the panel (e.g. links to what is already open). */
  after?: ReactNode;
}

/** A page whose feature is not open yet: what it will be and the way back, never a blank page. */
export function ComingSoonPanel({
  title,
  tagline,
  accent,
  homeLabel,
  icon,
  children,
  after,
}: ComingSoonPanelProps) {
  const style = { '--game-accent': `var(${accent})` } as CSSProperties;
  return (
    <div className="game-page" style={style}>
      <title>{titled(title)}</title>
      <nav className="game-page__crumbs" aria-label="Breadcrumb">
        <Link to="/">{homeLabel}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{title}</span>
      </nav>
      <section className="coming-soon" aria-labelledby="coming-soon-title">
        <div className="coming-soon__stage" aria-hidden="true">
          <span className="coming-soon__ring" />
          <span className="coming-soon__icon">{icon}</span>
        </div>
        <div className="coming-soon__copy">
          <p className="coming-soon__badge">Coming soon</p>
          <h1 id="coming-soon-title" className="coming-soon__title">
            {title}
          </h1>
          <p className="coming-soon__tagline">{tagline}</p>
          {children}
          <div className="coming-soon__actions">
            <ButtonLink to="/" variant="primary" size="lg">
              Back to the lobby
            </ButtonLink>
          </div>
        </div>
      </section>
      {after}
    </div>
  );
}
