import { useEffect, useId, useState } from 'react';
import { useLocation } from '../../../../src/client/router';
import {
  COMMUNITY_CASE_SORTS,
  type CommunityCaseSort,
} from '../../../../src/shared/contract/communityCases';
import { CommunityCaseCard } from '../../../../src/client/features/community-cases/CommunityCaseCard';
import {
  type CommunityPageAnswer,
  communityApi,
} from '../../../../src/client/features/community-cases/community-api';
import {
  casesBase,
  communityPaths,
} from '../../../../src/client/features/community-cases/community-paths';
import { useDebouncedValue } from '../../../../src/client/lib/use-debounced-value';
import { messageOf } from '../../../../src/client/lib/api-error';
import { Button, ButtonLink } from '../../../../src/client/ui/Button';
import '../../../../src/client/features/cases/cases.css';
import '../../../../src/client/features/instant-games/instant-games.css';
import '../../../../src/client/features/community-cases/community.css';
import { titled } from '../../../../src/client/lib/brand';

const SORT_LABELS: Record<CommunityCaseSort, string> = {
  newest: 'Newest',
  popular: 'Most opened',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

type Listing =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; value: CommunityPageAnswer };

/** /case-opening/community (and its cs2- alias): cases players built, searchable and sorted. */
export default function CommunityCasesPage() {
  const id = useId();
  const base = casesBase(useLocation().pathname);
  const paths = communityPaths(base);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CommunityCaseSort>('newest');
  const [pageOf, setPageOf] = useState({ key: '', page: 1 });
  const [attempt, setAttempt] = useState(0);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const query = useDebouncedValue(search.trim(), 250);
  const key = `${sort}:${query}`;
  const page = pageOf.key === key ? pageOf.page : 1;

  useEffect(() => {
    const abort = new AbortController();
    setListing({ status: 'loading' });
    communityApi
      .list({ search: query || undefined, sort, page }, abort.signal)
      .then((value) => setListing({ status: 'ready', value }))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setListing({ status: 'error', message: messageOf(error) });
      });
    return () => abort.abort();
  }, [query, sort, page, attempt]);

  const answer = listing.status === 'ready' ? listing.value : null;
  return (
    <div className="cases-page">
      <title>{titled('Community Cases')}</title>
      <header>
        <h1 className="cases-page__title">Community Cases</h1>
        <p className="cases-page__lead">
          Cases built by players from the CS2 catalogue, priced by the same rule as ours. Their
          creators earn 0.5% of every opening.
        </p>
      </header>
      <div className="community-toolbar">
        <label className="builder-field" htmlFor={`${id}-search`}>
          <span className="builder-field__label">Search cases or creators</span>
          <input
            id={`${id}-search`}
            className="game-input"
            type="search"
            value={search}
            maxLength={64}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="builder-field" htmlFor={`${id}-sort`}>
          <span className="builder-field__label">Sort</span>
          <select
            id={`${id}-sort`}
            className="game-select"
            value={sort}
            onChange={(event) => setSort(event.target.value as CommunityCaseSort)}
          >
            {COMMUNITY_CASE_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <div className="community-toolbar__actions">
          <ButtonLink to={paths.create} variant="primary">
            Create a case
          </ButtonLink>
          <ButtonLink to={base} variant="ghost">
            Our cases
          </ButtonLink>
        </div>
      </div>
      {listing.status === 'error' ? (
        <div className="case-error surface-card" role="alert">
          <p>{listing.message}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : (
        <ul
          className="community-grid"
          aria-label="Community cases"
          aria-busy={listing.status === 'loading' || undefined}
        >
          {answer?.cases.map((box) => (
            <li key={box._id}>
              <CommunityCaseCard box={box} base={base} />
            </li>
          ))}
        </ul>
      )}
      <p className="cases-page__lead" role="status">
        {answer === null
          ? ''
          : answer.total === 0
            ? query
              ? `No community case matches "${query}".`
              : 'No community cases yet: be the first to build one.'
            : `${answer.total.toLocaleString('en-US')} ${answer.total === 1 ? 'case' : 'cases'}`}
      </p>
      {answer && answer.pageCount > 1 && (
        <nav className="community-pager" aria-label="Pages">
          <Button
            variant="ghost"
            disabled={page <= 1}
            onClick={() => setPageOf({ key, page: page - 1 })}
          >
            Previous
          </Button>
          <span>
            Page {page} of {answer.pageCount}
          </span>
          <Button
            variant="ghost"
            disabled={page >= answer.pageCount}
            onClick={() => setPageOf({ key, page: page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
