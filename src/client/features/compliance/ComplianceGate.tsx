import { lazy, Suspense, useEffect } from 'react';
import { startCompliance, useRestrictedCountry } from './compliance';

const RegionOverlay = lazy(() => import('./RegionOverlay'));

/** Runs the region check on start and covers the site when the visitor's country is restricted. */
export function ComplianceGate() {
  const country = useRestrictedCountry();
  useEffect(startCompliance, []);
  if (!country) return null;
  return (
    <Suspense fallback={null}>
      <RegionOverlay country={country} />
    </Suspense>
  );
}
