import { useState, type CSSProperties } from 'react';
import type { CaseRarity } from '../../../shared/contract/cases';
import { weaponModelOf } from '../../../shared/weapon-models';
import { SILHOUETTE_VIEW_BOX } from '../../../shared/weapon-silhouettes';
import { caseDrawingOf } from './case-drawings';
import { type PictureBox, pictureSources } from './catalogue-picture';
import { SilhouetteParts } from './WeaponSilhouette';
import './case-art.css';

/** Item cards and case tiles are at most about this wide (3:2, as .case-art draws them). */
const DEFAULT_BOX: PictureBox = { width: 192, height: 128 };

interface CaseArtProps {
  /** The item's or case's picture (its address on this site); null draws the placeholder. */
  image: string | null;
  rarity: CaseRarity;
  /** What the picture shows, for screen readers; empty when the text beside it says it. */
  alt?: string;
  kind?: 'item' | 'case';
  /** The item's name: its placeholder draws its weapon model (AK-47, Karambit, gloves...). */
  name?: string;
  /** The case's slug: an official case's placeholder is its own drawing. */
  slug?: string;
  /** The largest box the picture is shown in, in CSS pixels: it is fetched at 1x and 2x. */
  box?: PictureBox;
  className?: string;
}

/**
 * The picture of an item or a case, resized by the site, or a drawn placeholder in its
 * rarity colour when the site serves no pictures (or one fails to load): the item's weapon
 * model's silhouette, or a case's own drawing (by its slug or its picture), or a crate when it has none.
 */
export function CaseArt({
  image,
  rarity,
  alt = '',
  kind = 'item',
  name,
  slug,
  box = DEFAULT_BOX,
  className,
}: CaseArtProps) {
  const [failed, setFailed] = useState(false);
  const classes = `case-art case-art--${kind}${className ? ` ${className}` : ''}`;
  // The silhouettes fill with the current colour: the rarity's, even where no stylesheet
  // of the case pages is loaded.
  const style = {
    '--rarity': `var(--rarity-${rarity})`,
    color: 'var(--rarity)',
  } as CSSProperties;
  const sources = failed ? null : pictureSources(image, box);
  if (sources)
    return (
      <img
        className={classes}
        style={style}
        src={sources.src}
        srcSet={sources.srcSet}
        width={box.width}
        height={box.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  const drawing = kind === 'case' ? caseDrawingOf({ slug, image }) : null;
  if (drawing)
    return (
      <img
        className={`${classes} case-art--drawing`}
        style={style}
        src={drawing}
        width={box.width}
        height={box.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    );
  const weapon = kind === 'item' ? weaponModelOf(name) : undefined;
  return (
    <svg
      className={`${classes} case-art--placeholder`}
      style={style}
      viewBox={SILHOUETTE_VIEW_BOX}
      role={alt ? 'img' : undefined}
      aria-hidden={alt ? undefined : true}
      aria-label={alt || undefined}
      focusable="false"
      data-weapon-class={weapon?.weaponClass}
      data-weapon-model={weapon?.model}
    >
      {weapon ? (
        <SilhouetteParts model={weapon.model} />
      ) : (
        <g fill="currentColor">
          <rect x="14" y="14" width="68" height="40" rx="5" opacity="0.85" />
          <rect x="14" y="10" width="68" height="12" rx="4" />
          <rect x="42" y="20" width="12" height="10" rx="2" fill="var(--color-bg)" />
        </g>
      )}
    </svg>
  );
}
