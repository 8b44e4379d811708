import type { CSSProperties, ReactNode } from 'react';
import type { CaseDropItem } from '../../../shared/contract/cases';
import { Amount } from '../../ui/Amount';
import { CaseArt } from './CaseArt';
import { rarityLabel } from './rarity';

interface ItemCardProps {
  item: Pick<CaseDropItem, 'name' | 'image' | 'rarity' | 'price'>;
  /** Under the price: the chance in a case's contents. */
  extra?: ReactNode;
  /** A won item is emphasised (a stronger glow). */
  won?: boolean;
}

/** An item: picture or placeholder, glowing in its rarity colour, with its name and value. */
export function ItemCard({ item, extra, won = false }: ItemCardProps) {
  const [weapon, finish] = item.name.split(' | ');
  return (
    <article
      className={`item-card${won ? ' item-card--won' : ''}`}
      style={{ '--rarity': `var(--rarity-${item.rarity})` } as CSSProperties}
      data-rarity={item.rarity}
    >
      <CaseArt
        image={item.image}
        rarity={item.rarity}
        name={item.name}
        className="item-card__art"
      />
      <p className="item-card__rarity">{rarityLabel(item.rarity)}</p>
      <h3 className="item-card__name">
        <span className="item-card__weapon">{weapon}</span>
        {finish && <span className="item-card__finish">{finish}</span>}
      </h3>
      <Amount value={item.price} size="sm" className="item-card__price" />
      {extra}
    </article>
  );
}
