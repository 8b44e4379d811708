import { useEffect } from 'react';
import { enforceTermsAcceptance } from './terms-acceptance';

/** Opens the ACCEPT_TOS modal for a logged-in player without an acceptance (Steam sign-ups). */
export function TermsGate() {
  useEffect(() => enforceTermsAcceptance(), []);
  return null;
}
