import { useState, type CSSProperties } from 'react';
import type { CaseRarity } from '../../../shared/contract/cases';

interface CaseArtProps {
  /** The item's or case's picture; null (the default in the data) draws the placeholder. */
  image: string | null;
  rarity: CaseRarity;
  /** What the picture shows, for screen readers; empty when the text beside it says it. */
  alt?: string;
  kind?: 'item' | 'case';
  className?: string;
}

/**
 * The picture of an item or a case, or a drawn placeholder in its rarity colour when it has
 * none (or it fails to load): a weapon silhouette for items, a crate for cases.
 */
export function CaseArt({ image, rarity, alt = '', kind = 'item', className }: CaseArtProps) {
  const [failed, setFailed] = useState(false);
  const classes = `case-art case-art--${kind}${className ? ` ${className}` : ''}`;
  const style = { '--rarity': `var(--rarity-${rarity})` } as CSSProperties;
  if (image && !failed)
    return (
      <img
        className={classes}
        style={style}
        src={image}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  return (
    <svg
      className={`${classes} case-art--placeholder`}
      style={style}
      viewBox="0 0 96 64"
      role={alt ? 'img' : undefined}
      aria-hidden={alt ? undefined : true}
      aria-label={alt || undefined}
      focusable="false"
    >
      {kind === 'case' ? (
        <g fill="currentColor">
          <rect x="14" y="14" width="68" height="40" rx="5" opacity="0.85" />
          <rect x="14" y="10" width="68" height="12" rx="4" />
          <rect x="42" y="20" width="12" height="10" rx="2" fill="var(--color-bg)" />
        </g>
      ) : (
        <g fill="currentColor">
          <rect x="10" y="24" width="58" height="12" rx="4" />
          <rect x="64" y="27" width="24" height="5" rx="2" />
          <rect x="24" y="34" width="10" height="18" rx="3" />
          <rect x="40" y="34" width="8" height="12" rx="2" />
          <path d="M10 24 L10 40 L4 44 Z" />
        </g>
      )}
    </svg>
  );
}
