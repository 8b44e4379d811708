import { Link, useLocation } from '../../../../src/client/router';
import { CREATOR_FEE_BPS } from '../../../../src/shared/contract/communityCases';
import { CaseBuilder } from '../../../../src/client/features/community-cases/CaseBuilder';
import {
  casesBase,
  communityPaths,
} from '../../../../src/client/features/community-cases/community-paths';
import { selectUser, useSession } from '../../../../src/client/features/session/session-store';
import '../../../../src/client/features/cases/cases.css';
import '../../../../src/client/features/instant-games/instant-games.css';
import '../../../../src/client/features/community-cases/community.css';
import { titled } from '../../../../src/client/lib/brand';

/** /case-opening/create (and its cs2- alias): the community case builder. */
export default function CreateCasePage() {
  const paths = communityPaths(casesBase(useLocation().pathname));
  const user = useSession(selectUser);
  return (
    <div className="cases-page">
      <title>{titled('Create a Case')}</title>
      <header>
        <h1 className="cases-page__title">Create a Case</h1>
        <p className="cases-page__lead">
          Pick 2 to 30 skins from the CS2 catalogue and set each one&rsquo;s odds. The price is the
          expected value / 0.92, rounded up to the hundredth, like every case here; you earn{' '}
          {CREATOR_FEE_BPS / 100}% of every opening. <Link to={paths.list}>Community cases</Link>
          {user && (
            <>
              {' · '}
              <Link to={paths.creatorOf(user.id)}>Your cases and earnings</Link>
            </>
          )}
        </p>
      </header>
      <CaseBuilder />
    </div>
  );
}
