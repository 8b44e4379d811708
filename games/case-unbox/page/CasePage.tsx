import { useEffect } from 'react';
import { Link, useLocation, useParams } from '../../../src/client/router';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import { CaseReturn } from '../../../src/client/features/cases/CaseReturn';
import { casesStore, useCase } from '../../../src/client/features/cases/cases-store';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import { CaseContents } from './CaseContents';
import { CaseOpening } from './CaseOpening';
import '../../../src/client/features/cases/cases.css';
import '../../../src/client/features/instant-games/instant-games.css';
// The opener and the error panel are cards; a case page loaded directly has no other importer.
import '../../../src/client/ui/card.css';
import { titled } from '../../../src/client/lib/brand';

/** /case-opening/:slug (and its cs2- alias): the case, its reels and everything it holds. */
export default function CasePage() {
  const { slug = '' } = useParams();
  const entry = useCase(slug);
  const list = useLocation().pathname.startsWith('/cs2-') ? '/cs2-case-opening' : '/case-opening';
  useEffect(() => {
    void casesStore.getState().loadCase(slug);
  }, [slug]);

  if (entry?.status === 'error')
    return (
      <div className="cases-page">
        <h1 className="cases-page__title">
          {entry.notFound ? 'Case not found' : 'Case unavailable'}
        </h1>
        <div className="case-error surface-card" role="alert">
          <p>{entry.message}</p>
          {!entry.notFound && (
            <Button variant="secondary" onClick={() => void casesStore.getState().loadCase(slug)}>
              Try again
            </Button>
          )}
          <Link to={list}>All cases</Link>
        </div>
      </div>
    );

  const box = entry?.status === 'ready' ? entry.value : null;
  return (
    <div className="cases-page case-page" aria-busy={!box || undefined}>
      <title>{titled(box?.name ?? 'Case')}</title>
      <header className="case-head">
        {box ? (
          <>
            <CaseArt
              image={box.image}
              rarity={box.topRarity}
              kind="case"
              slug={box.slug}
              box={{ width: 96, height: 64 }}
              className="case-head__art"
            />
            <div>
              <h1 className="cases-page__title">{box.name}</h1>
              <p className="case-head__meta">
                <Amount value={box.price} />
                <span className="case-head__count">{box.itemCount} items</span>
                {box.creator && (
                  <Link to={`${list}/creators/${box.creator.id}`}>by {box.creator.username}</Link>
                )}
                <CaseReturn items={box.items} price={box.price} />
                <Link to="/fairness/case-opening">Provably fair</Link>
                <Link to={list}>All cases</Link>
              </p>
            </div>
          </>
        ) : (
          <>
            <span className="skeleton case-head__skeleton" aria-hidden="true" />
            <h1 className="cases-page__title">
              <span className="visually-hidden">Loading case</span>
              <span
                className="skeleton"
                style={{ height: '1.2em', width: '60%' }}
                aria-hidden="true"
              />
            </h1>
          </>
        )}
      </header>
      {box ? (
        <>
          <CaseOpening box={box} />
          <CaseContents items={box.items} />
        </>
      ) : (
        <span className="skeleton game-stage" aria-hidden="true" />
      )}
    </div>
  );
}
