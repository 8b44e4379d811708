import { Suspense } from 'react';
import { Link } from '../../router';
import { openAuth, openCashier } from '../../features/modals/modal-store';
import { NotificationInbox } from '../../features/notifications/NotificationInbox';
import { PreloadLink } from '../../features/routing/PreloadLink';
import { selectInitialized, selectUser, useSession } from '../../features/session/session-store';
import { Button } from '../../ui/Button';
import { siteBrand } from '../../lib/brand';
import { Logo } from '../../ui/Logo';
import { preloadSignedInActions, SignedInActions } from './signed-in-loader';
import './header.css';

/** Same footprint as the real controls, so nothing shifts when the session arrives. */
function ActionsSkeleton() {
  return (
    <div className="site-header__skeleton" aria-hidden="true">
      <span className="skeleton site-header__skeleton-wallet" />
      <span className="skeleton site-header__skeleton-button" />
    </div>
  );
}

const quickLinks = [
  { to: '/case-opening', label: 'Cases' },
  { to: '/case-battles', label: 'Battles' },
  { to: '/crash', label: 'Crash' },
  { to: '/roulette', label: 'Roulette' },
];

export function Header() {
  const initialized = useSession(selectInitialized);
  const user = useSession(selectUser);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__home" aria-label={`${siteBrand().name} home`}>
          <Logo />
        </Link>

        <nav className="site-header__nav" aria-label="Main">
          {quickLinks.map((link) => (
            <PreloadLink key={link.to} to={link.to} className="site-header__nav-link">
              {link.label}
            </PreloadLink>
          ))}
        </nav>

        <div className="site-header__actions">
          <NotificationInbox />
          {!initialized ? (
            <ActionsSkeleton />
          ) : user ? (
            <Suspense fallback={<ActionsSkeleton />}>
              <SignedInActions user={user} />
            </Suspense>
          ) : (
            <>
              <Button variant="gem" className="site-header__visitor-deposit" onClick={openCashier}>
                Deposit
              </Button>
              <Button
                variant="ghost"
                onClick={() => {
                  preloadSignedInActions();
                  openAuth('login');
                }}
              >
                Log in
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  preloadSignedInActions();
                  openAuth('register');
                }}
              >
                Register
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
