import type { CSSProperties } from 'react';
import { Link } from '../../../src/client/router';
import type { CaseSummary } from '../../../src/shared/contract/cases';
import { CaseArt } from '../../../src/client/features/cases/CaseArt';
import { Amount } from '../../../src/client/ui/Amount';

/** A case in the list: its picture, name and price, glowing in its rarest item's colour. */
export function CaseTile({ box, base }: { box: CaseSummary; base: string }) {
  return (
    <Link
      to={`${base}/${box.slug}`}
      className="case-tile"
      style={{ '--rarity': `var(--rarity-${box.topRarity})` } as CSSProperties}
      data-testid="case-tile"
    >
      <CaseArt image={box.image} rarity={box.topRarity} kind="case" slug={box.slug} />
      <span className="case-tile__name">{box.name}</span>
      <Amount value={box.price} size="sm" />
    </Link>
  );
}
