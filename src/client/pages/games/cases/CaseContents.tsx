import type { CaseDropItem } from '../../../../shared/contract/cases';
import { formatChance, rarestFirst } from '../../../features/cases/case-format';
import { ItemCard } from '../../../features/cases/ItemCard';

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
