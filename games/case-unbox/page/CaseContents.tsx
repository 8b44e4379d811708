import type { CaseDropItem } from '../../../src/shared/contract/cases';
import { formatChance, rarestFirst } from '../../../src/client/features/cases/case-format';
import { ItemCard } from '../../../src/client/features/cases/ItemCard';

/** Everything a case can drop, rarest first, with each item's value and chance. */
export function CaseContents({ items }: { items: readonly CaseDropItem[] }) {
  return (
    <section className="case-contents" aria-labelledby="case-contents-title">
      <h2 id="case-contents-title" className="case-contents__title">
        What's inside ({items.length} items)
      </h2>
      <ul className="case-contents__list">
        {rarestFirst(items).map((item) => (
          <li key={item.id}>
            <ItemCard
              item={item}
              extra={<p className="item-card__chance">{formatChance(item.tickets)} chance</p>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
