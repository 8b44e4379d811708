import type { CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { upcoming, type UpcomingKey } from '../features/content/upcoming';
import { LogoMark } from '../ui/Logo';
import { ButtonLink } from '../ui/Button';
import './game/game-page.css';

/** A site feature before it is built: a designed panel saying what is coming, never a blank page. */
export default function FeatureComingSoonPage({ feature }: { feature: UpcomingKey }) {
  const info = upcoming[feature];
  const params = useParams();
  const detail = params.slug ?? params.id ?? params.current;
  const style = { '--game-accent': `var(${info.accent})` } as CSSProperties;

  return (
    <div className="game-page" style={style}>
      <title>{`${info.title} · GemDrop`}</title>
      <nav className="game-page__crumbs" aria-label="Breadcrumb">
        <Link to="/">Home</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{info.title}</span>
      </nav>
      <section className="coming-soon" aria-labelledby="coming-soon-title">
        <div className="coming-soon__stage" aria-hidden="true">
          <span className="coming-soon__ring" />
          <span className="coming-soon__icon">
            <LogoMark size={56} />
          </span>
        </div>
        <div className="coming-soon__copy">
          <p className="coming-soon__badge">Coming soon</p>
          <h1 id="coming-soon-title" className="coming-soon__title">
            {info.title}
          </h1>
          <p className="coming-soon__tagline">{info.tagline}</p>
          <p className="coming-soon__text">{info.description}</p>
          {detail && (
            <p className="coming-soon__text">
              You followed a link to <strong className="coming-soon__detail">{detail}</strong>; it
              opens here as soon as this page launches.
            </p>
          )}
          <div className="coming-soon__actions">
            <ButtonLink to="/" variant="primary" size="lg">
              Back to the lobby
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
