import type { CSSProperties } from 'react';
import { Link } from '../../router';
import type { CommunityCaseSummary } from '../../../shared/contract/communityCases';
import { Amount } from '../../ui/Amount';
import { CaseArt } from '../cases/CaseArt';
import { communityPaths } from './community-paths';

/** A community case in a list: picture, name, price and openings, and who built it. */
export function CommunityCaseCard({ box, base }: { box: CommunityCaseSummary; base: string }) {
  const paths = communityPaths(base);
  return (
    <article
      className="community-card"
      style={{ '--rarity': `var(--rarity-${box.topRarity})` } as CSSProperties}
      data-testid="community-case"
    >
      <Link to={paths.caseOf(box.slug)} className="community-card__link">
        <CaseArt image={box.image} rarity={box.topRarity} kind="case" slug={box.slug} />
        <span className="community-card__name">{box.name}</span>
        <Amount value={box.price} size="sm" />
        <span className="community-card__meta">
          {box.itemCount} items · {box.openings.toLocaleString('en-US')}{' '}
          {box.openings === 1 ? 'opening' : 'openings'}
        </span>
      </Link>
      <Link to={paths.creatorOf(box.creator.id)} className="community-card__creator">
        <span className="visually-hidden">Created </span>by {box.creator.username}
      </Link>
    </article>
  );
}
