import { useEffect } from 'react';
import { EmailVerificationBanner } from './EmailVerificationBanner';
import { handleSessionLinks } from './session-links';
import { TermsGate } from './TermsGate';
import './session.css';

/** The session's always-on UI: the terms modal and the mail-link outcomes (the AUTH dialog is a modal view). */
export function SessionHost() {
  useEffect(handleSessionLinks, []);
  return (
    <>
      <EmailVerificationBanner />
      <TermsGate />
    </>
  );
}
