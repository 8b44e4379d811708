import { lazy, Suspense } from 'react';

// The silhouettes' path data (every weapon model's) is a chunk of its own: only a drop with
// no picture draws one, and the strip's first paint is its skeleton cards anyway.
const WeaponSilhouette = lazy(() =>
  import('../cases/WeaponSilhouette').then((m) => ({ default: m.WeaponSilhouette })),
);

/** A drop's decorative silhouette; the same empty box (sized by CSS) until its code arrives. */
export function DropSilhouette({ name, className }: { name: string; className: string }) {
  return (
    <Suspense fallback={<svg className={className} aria-hidden="true" focusable="false" />}>
      <WeaponSilhouette name={name} className={className} />
    </Suspense>
  );
}
