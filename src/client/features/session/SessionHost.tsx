import { useEffect } from 'react';
import { handleSessionLinks } from './session-links';
import { TermsGate } from './TermsGate';

/**
 * The session's always-on UI: the terms modal, and the handling of mail links (their
 * outcomes show as notices). The AUTH dialog is a modal view.
 */
export function SessionHost() {
  useEffect(handleSessionLinks, []);
  return <TermsGate />;
}
