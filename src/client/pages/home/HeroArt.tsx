import type { CSSProperties } from 'react';
import { GemIcon } from '../../ui/GemIcon';

const cards = [
  { rarity: 'Classified', token: '--rarity-classified', shape: 'rifle' },
  { rarity: '★ Rare Special', token: '--rarity-rare-special', shape: 'knife' },
  { rarity: 'Covert', token: '--rarity-covert', shape: 'pistol' },
] as const;

/** Simple silhouettes, enough to read as skins at a glance. */
const shapes = {
  knife: 'M6 42 30 18c8-8 20-12 30-12-2 12-8 22-16 28L20 48l-4 8-12-4 4-8z',
  rifle: 'M2 30h40l4-6h14v6h-6v4H38l-6 10H22l4-10H10l-4 6H2z',
  pistol: 'M8 20h48v10H36l-4 4v4h-6l-4 16H10l6-20H8z',
} as const;

/** Decorative: three item cards glowing in their rarity colours, fanned out. */
export function HeroArt() {
  return (
    <div className="hero-art" aria-hidden="true">
      <div className="hero-art__halo" />
      {cards.map((card, index) => (
        <div
          key={card.rarity}
          className={`hero-card hero-card--${index}`}
          style={{ '--card-rarity': `var(${card.token})` } as CSSProperties}
        >
          <svg className="hero-card__art" viewBox="0 0 64 64">
            <path d={shapes[card.shape]} />
          </svg>
          <span className="hero-card__rarity">{card.rarity}</span>
        </div>
      ))}
      <div className="hero-art__gem">
        <GemIcon size={56} />
      </div>
    </div>
  );
}
