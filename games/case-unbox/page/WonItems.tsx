import type { CaseOpening } from '../../../src/shared/contract/cases';
import type { Hundredths } from '../../../src/shared/money';
import { openingsPaid } from '../../../src/client/features/cases/case-format';
import { ItemCard } from '../../../src/client/features/cases/ItemCard';
import { Amount } from '../../../src/client/ui/Amount';

interface WonItemsProps {
  openings: readonly CaseOpening[];
  /** One case's price: the total paid is this times the openings. */
  casePrice: Hundredths;
}

/**
 * The items of the last opening, shown once the reels have stopped, with what they are
 * worth against what was paid: a drop worth less than the cases is a net loss.
 */
export function WonItems({ openings, casePrice }: WonItemsProps) {
  // the items' value, plus any hundredth of the price's rounding given back
  const value = openingsPaid(openings);
  const paid = casePrice * openings.length;
  return (
    <section className="case-won-section" aria-labelledby="case-won-title">
      <h2 id="case-won-title" className="case-contents__title">
        Your items
      </h2>
      <ul className="case-won case-contents__list" data-testid="won-items">
        {openings.map((opening) => (
          <li key={opening.id}>
            <ItemCard item={opening.item} won />
          </li>
        ))}
      </ul>
      <p className="case-won__total" data-testid="won-total">
        <span>Worth</span> <Amount personal value={value} size="sm" /> <span>for</span>{' '}
        <Amount personal value={paid} size="sm" /> <span>paid · net</span>{' '}
        <Amount personal value={value - paid} size="sm" signed />
      </p>
    </section>
  );
}
