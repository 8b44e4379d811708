import { Link } from 'react-router';
import { openAuth, openCashier } from '../../features/modals/modal-store';
import { NotificationInbox } from '../../features/notifications/NotificationInbox';
import { ChallengesEntry } from '../../features/challenges/ChallengesEntry';
import { PreloadLink } from '../../features/routing/PreloadLink';
import { selectInitialized, selectUser, useSession } from '../../features/session/session-store';
import { Button } from '../../ui/Button';
import { siteBrand } from '../../lib/brand';
import { Logo } from '../../ui/Logo';
import { StreamerModeToggle } from '../../features/streamer/StreamerModeToggle';
import { maskedText, useStreamerMode } from '../../features/streamer/streamer-mode';
import { UserMenu } from './UserMenu';
import { Wallet } from './Wallet';
import { XpBar } from '../../features/xp/XpBar';
import './header.css';

const quickLinks = [
  { to: '/case-opening', label: 'Cases' },
  { to: '/case-battles', label: 'Battles' },
  { to: '/crash', label: 'Crash' },
  { to: '/roulette', label: 'Roulette' },
];

export function Header() {
  const initialized = useSession(selectInitialized);
  const user = useSession(selectUser);
  // Streamer mode: the balance masks itself (<Amount personal>); the name is masked here.
  const streamerMode = useStreamerMode();

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
            // Same footprint as the real controls, so nothing shifts when the session arrives.
            <div className="site-header__skeleton" aria-hidden="true">
              <span className="skeleton site-header__skeleton-wallet" />
              <span className="skeleton site-header__skeleton-button" />
            </div>
          ) : user ? (
            <>
              <ChallengesEntry />
              {user.xp && <XpBar xp={user.xp} boost={user.xpBoost} />}
              <StreamerModeToggle />
              <Wallet balance={user.balance} onDeposit={openCashier} />
              <UserMenu username={maskedText(user.username, streamerMode)} />
            </>
          ) : (
            <>
              <Button variant="gem" className="site-header__visitor-deposit" onClick={openCashier}>
                Deposit
              </Button>
              <Button variant="ghost" onClick={() => openAuth('login')}>
                Log in
              </Button>
              <Button variant="primary" onClick={() => openAuth('register')}>
                Register
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
