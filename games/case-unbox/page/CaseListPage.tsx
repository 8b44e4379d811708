import { useEffect } from 'react';
import { Link, useLocation } from '../../../src/client/router';
import { useCaseList, casesStore } from '../../../src/client/features/cases/cases-store';
import { openModal } from '../../../src/client/features/modals/modal-store';
import { Button } from '../../../src/client/ui/Button';
import { CaseTile } from './CaseTile';
import '../../../src/client/features/cases/cases.css';
import { titled } from '../../../src/client/lib/brand';

const SKELETONS = 12;

/** /case-opening and /cs2-case-opening: every official case, cheapest first. */
export default function CaseListPage() {
  const list = useCaseList();
  // Tiles link under the address the player came by (the cs2- alias stays cs2-).
  const base = useLocation().pathname.startsWith('/cs2-') ? '/cs2-case-opening' : '/case-opening';
  useEffect(() => {
    void casesStore.getState().loadList();
  }, []);

  return (
    <div className="cases-page">
      <title>{titled('Case Opening')}</title>
      <header>
        <h1 className="cases-page__title">Case Opening</h1>
        <p className="cases-page__lead">
          CS2 weapon cases with every drop and its odds listed. Open up to five at once.{' '}
          <Link to={`${base}/community`}>Community cases</Link> ·{' '}
          <Link to={`${base}/create`}>Create a case</Link>
        </p>
      </header>
      {list?.status === 'error' ? (
        <div className="case-error surface-card" role="alert">
          <p>{list.message}</p>
          <Button variant="secondary" onClick={() => void casesStore.getState().loadList()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul
          className="case-grid"
          aria-label="Cases"
          aria-busy={list?.status !== 'ready' || undefined}
        >
          {list?.status === 'ready'
            ? list.value.map((box) => (
                <li key={box._id} className="case-grid__item">
                  <CaseTile box={box} base={base} />
                  <button
                    type="button"
                    className="case-grid__preview"
                    aria-label={`What's inside ${box.name}`}
                    onClick={() => void openModal('CASE_DROP_PREVIEW', { slug: box.slug })}
                  >
                    What's inside
                  </button>
                </li>
              ))
            : Array.from({ length: SKELETONS }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <span className="skeleton case-tile case-tile--skeleton" />
                </li>
              ))}
        </ul>
      )}
      {list?.status === 'ready' && list.value.length === 0 && (
        <p className="cases-page__lead">No cases yet.</p>
      )}
    </div>
  );
}
