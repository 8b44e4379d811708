import { useEffect, useState } from 'react';
// Types only: the contract's zod schemas stay out of the client bundle.
import type { ProfileOverview } from '../../../shared/contract/profile';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import '../../ui/settings-card.css';
import { gameNameOf } from '../bet-history/bet-history-display';
import { overviewApi } from './overview-api';
import './overview.css';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const countFormat = new Intl.NumberFormat('en-US');

/** The profile's overview: level and XP progress, then the player's figures. */
export function OverviewTab() {
  const [overview, setOverview] = useState<ProfileOverview | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    overviewApi
      .get()
      .then((answer) => current && setOverview(answer.overview))
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, []);

  if (error)
    return (
      <p className="profile-overview__note" role="alert">
        {error}
      </p>
    );
  if (!overview)
    return (
      <p className="profile-overview__note" aria-busy="true">
        Loading your overview…
      </p>
    );
  return <OverviewFigures overview={overview} />;
}

export function OverviewFigures({ overview }: { overview: ProfileOverview }) {
  const { xp } = overview;
  const atCap = xp.next === 0;
  return (
    <div className="profile-overview" data-testid="profile-overview">
      <section className="settings-card" aria-labelledby="overview-level-title">
        <h2 id="overview-level-title" className="settings-card__title">
          Level {xp.level}
        </h2>
        <progress
          className="profile-overview__progress"
          max={1}
          value={xp.progress}
          aria-label={`XP progress to level ${xp.level + 1}`}
        />
        <p className="profile-overview__note" data-testid="overview-xp">
          {atCap
            ? `${countFormat.format(xp.total)} XP: the highest level`
            : `${countFormat.format(xp.current)} / ${countFormat.format(xp.next)} XP to level ${xp.level + 1}`}
        </p>
      </section>
      <dl className="profile-overview__figures">
        <Figure label="Total wagered" testId="overview-wagered">
          <Amount personal value={overview.wagered} />
        </Figure>
        <Figure label="Profit" testId="overview-profit">
          <Amount personal value={overview.profit} signed />
        </Figure>
        <Figure label="Bets" testId="overview-bets">
          {countFormat.format(overview.bets)}
        </Figure>
        <Figure label="Favourite game" testId="overview-favourite">
          {overview.favouriteGame ? gameNameOf(overview.favouriteGame) : 'None yet'}
        </Figure>
        <Figure label="Member since" testId="overview-member-since">
          <time dateTime={overview.memberSince}>
            {dateFormat.format(new Date(overview.memberSince))}
          </time>
        </Figure>
      </dl>
    </div>
  );
}

function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="profile-overview__figure">
      <dt className="profile-overview__label">{label}</dt>
      <dd className="profile-overview__value" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
