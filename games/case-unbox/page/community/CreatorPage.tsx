import { useEffect, useState } from 'react';
import { useLocation, useParams } from '../../../../src/client/router';
import { CommunityCaseCard } from '../../../../src/client/features/community-cases/CommunityCaseCard';
import {
  type CreatorAnswer,
  communityApi,
} from '../../../../src/client/features/community-cases/community-api';
import {
  casesBase,
  communityPaths,
} from '../../../../src/client/features/community-cases/community-paths';
import { selectUser, useSession } from '../../../../src/client/features/session/session-store';
import { ApiError, messageOf } from '../../../../src/client/lib/api-error';
import { Amount } from '../../../../src/client/ui/Amount';
import { Button, ButtonLink } from '../../../../src/client/ui/Button';
import '../../../../src/client/features/cases/cases.css';
import '../../../../src/client/features/community-cases/community.css';
import { titled } from '../../../../src/client/lib/brand';

type Loaded =
  | { status: 'loading' }
  | { status: 'error'; message: string; notFound: boolean }
  | { status: 'ready'; value: CreatorAnswer };

/** /case-opening/creators/:id: a creator's cases, their openings and what they earned. */
export default function CreatorPage() {
  const { id = '' } = useParams();
  const base = casesBase(useLocation().pathname);
  const paths = communityPaths(base);
  const me = useSession(selectUser);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    communityApi
      .creator(id)
      .then((value) => current && setLoaded({ status: 'ready', value }))
      .catch((error: unknown) => {
        const notFound = error instanceof ApiError && [400, 404].includes(error.status);
        if (current) setLoaded({ status: 'error', message: messageOf(error), notFound });
      });
    return () => {
      current = false;
    };
  }, [id, attempt]);

  if (loaded.status === 'error')
    return (
      <div className="cases-page">
        <h1 className="cases-page__title">
          {loaded.notFound ? 'Creator not found' : 'Creator unavailable'}
        </h1>
        <div className="case-error surface-card" role="alert">
          <p>{loaded.message}</p>
          {!loaded.notFound && (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          )}
          <ButtonLink to={paths.list} variant="ghost">
            Community cases
          </ButtonLink>
        </div>
      </div>
    );

  const page = loaded.status === 'ready' ? loaded.value : null;
  const mine = page !== null && me?.id === page.creator.id;
  return (
    <div className="cases-page" aria-busy={!page || undefined}>
      <title>{titled(page ? `${page.creator.username}'s cases` : 'Creator')}</title>
      <header>
        <h1 className="cases-page__title">
          {page ? (
            mine ? (
              'Your cases'
            ) : (
              `${page.creator.username}'s cases`
            )
          ) : (
            <span className="visually-hidden">Loading creator</span>
          )}
        </h1>
        <p className="cases-page__lead">
          Creators earn 0.5% of the price of every opening of their cases.
        </p>
      </header>
      {page && (
        <dl className="creator-stats" data-testid="creator-stats">
          <div>
            <dt>Cases</dt>
            <dd>{page.cases.length}</dd>
          </div>
          <div>
            <dt>Openings</dt>
            <dd data-testid="creator-openings">{page.openings.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Earned</dt>
            <dd data-testid="creator-earnings">
              <Amount value={page.earnings} />
            </dd>
          </div>
        </dl>
      )}
      <div className="community-toolbar__actions">
        {mine && (
          <ButtonLink to={paths.create} variant="primary">
            Create a case
          </ButtonLink>
        )}
        <ButtonLink to={paths.list} variant="ghost">
          Community cases
        </ButtonLink>
      </div>
      {page && page.cases.length === 0 ? (
        <p className="cases-page__lead">
          {mine ? 'You have not built a case yet.' : 'No cases yet.'}
        </p>
      ) : (
        <ul className="community-grid" aria-label="Cases">
          {page?.cases.map((box) => (
            <li key={box._id}>
              <CommunityCaseCard box={box} base={base} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
