import type { CaseOpening } from '../../../../shared/contract/cases';
import { itemsValue } from '../../../features/cases/case-format';
import { ItemCard } from '../../../features/cases/ItemCard';
import { Amount } from '../../../ui/Amount';

/** The items of the last opening, shown once the reels have stopped. */
export function WonItems({ openings }: { openings: readonly CaseOpening[] }) {
  const items = openings.map((opening) => opening.item);
  return (
    <section className="case-won-section" aria-labelledby="case-won-title">
      <h2 id="case-won-title" className="case-contents__title">
        You won
      </h2>
      <ul className="case-won case-contents__list" data-testid="won-items">
        {openings.map((opening) => (
          <li key={opening.id}>
            <ItemCard item={opening.item} won />
          </li>
        ))}
      </ul>
      <p className="case-won__total">
        Total value <Amount value={itemsValue(items)} size="sm" />
      </p>
    </section>
  );
}
