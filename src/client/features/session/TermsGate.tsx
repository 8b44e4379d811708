import { lazy, Suspense } from 'react';
import { useSession } from './session-store';

const TermsModal = lazy(() => import('./TermsModal'));

/** Opens the terms modal for a logged-in player without an acceptance (Steam sign-ups). */
export function TermsGate() {
  const mustAccept = useSession(
    (state) => state.user !== null && state.user.tosAcceptance === null,
  );
  if (!mustAccept) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal />
    </Suspense>
  );
}
