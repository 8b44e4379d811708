import { MODEL_SILHOUETTES } from '../../../shared/weapon-model-silhouettes';
import { type WeaponModel, weaponModelOf } from '../../../shared/weapon-models';
import { SILHOUETTE_VIEW_BOX } from '../../../shared/weapon-silhouettes';

/** The parts of a model's silhouette, filled with the current colour (the rarity's). */
export function SilhouetteParts({ model }: { model: WeaponModel }) {
  return (
    <g fill="currentColor">
      {MODEL_SILHOUETTES[model].map((d) => (
        <path key={d} d={d} />
      ))}
    </g>
  );
}

/** A small decorative silhouette of an item (the live-drops strip draws these). */
export function WeaponSilhouette({ name, className }: { name: string; className?: string }) {
  const { model, weaponClass } = weaponModelOf(name);
  return (
    <svg
      className={className}
      viewBox={SILHOUETTE_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      data-weapon-class={weaponClass}
      data-weapon-model={model}
    >
      <SilhouetteParts model={model} />
    </svg>
  );
}
