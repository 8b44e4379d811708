import { useState } from 'react';
import { Button } from '../../ui/Button';
import { sessionStore } from './session-store';
import { formatBanEnd, openSteamPopup } from './steam-popup';

/** "Sign in with Steam": a pop-up that reports back by postMessage. */
export function SteamButton({ onDone }: { onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setStatus(null);
    try {
      const path = `${window.location.pathname}${window.location.search}`;
      const message = await openSteamPopup(path);
      if (!message) return;
      // 'linked' only ends a link pop-up; a sign-in never answers it, but it is signed in too.
      if (message.status === 'authenticated' || message.status === 'linked') {
        await sessionStore.getState().load();
        onDone();
      } else if (message.status === 'blocked') {
        setStatus(`This account is banned until ${formatBanEnd(message.until)}.`);
      } else {
        setStatus(message.message ?? 'Steam sign-in failed. Please try again.');
      }
    } catch {
      setStatus(
        'Your browser blocked the Steam window. Allow pop-ups for this site and try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-steam">
      <div className="auth-steam__divider" aria-hidden="true">
        <span>or</span>
      </div>
      <Button variant="secondary" size="lg" block busy={busy} onClick={() => void signIn()}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="15.5" cy="8.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="8" cy="16" r="2.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M3 13l5 3M10 15l3-3.5" stroke="currentColor" strokeWidth="2" />
        </svg>
        Sign in with Steam
      </Button>
      <p className="auth-steam__status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
