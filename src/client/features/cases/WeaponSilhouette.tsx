import type { WeaponClass } from '../../../shared/weapon-classes';
import {
  SILHOUETTE_VIEW_BOX,
  WEAPON_SILHOUETTES,
  silhouetteOf,
} from '../../../shared/weapon-silhouettes';

/** The parts of a class's silhouette, filled with the current colour (the rarity's). */
export function SilhouetteParts({ weapon }: { weapon: WeaponClass }) {
  return (
    <g fill="currentColor">
      {WEAPON_SILHOUETTES[weapon].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

/** A small decorative silhouette of an item (the live-drops strip draws these). */
export function WeaponSilhouette({ name, className }: { name: string; className?: string }) {
  const weapon = silhouetteOf(name);
  return (
    <svg
      className={className}
      viewBox={SILHOUETTE_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      data-weapon-class={weapon}
    >
      <SilhouetteParts weapon={weapon} />
    </svg>
  );
}
