import { Outlet } from '../../router';
import { ErrorScreen } from '../../app/errors/ErrorScreen';
import { PageSkeleton } from '../../app/layout/PageSkeleton';
import { openAuth } from '../../features/modals/modal-store';
import { PreloadLink } from '../../features/routing/PreloadLink';
import { selectInitialized, selectUser, useSession } from '../../features/session/session-store';
import { Button, ButtonLink } from '../../ui/Button';
import { profileSections } from './sections';
import { Private } from '../../features/streamer/Private';
import { useStreamerMode } from '../../features/streamer/streamer-mode';
import './profile.css';

/** /profile and its tabs; a visitor gets the 401 error page with a way to log in. */
export default function ProfileLayout() {
  const initialized = useSession(selectInitialized);
  const user = useSession(selectUser);
  const streamerMode = useStreamerMode();

  if (!initialized) return <PageSkeleton />;
  if (!user)
    return (
      <ErrorScreen
        status={401}
        action={
          <div className="profile-gate__actions">
            <Button variant="primary" size="lg" onClick={() => openAuth('login')}>
              Log in
            </Button>
            <ButtonLink to="/" variant="secondary" size="lg">
              Return to Homepage
            </ButtonLink>
          </div>
        }
      />
    );

  return (
    <div className="profile">
      <header className="profile__head">
        <span className="profile__avatar" aria-hidden="true">
          {streamerMode ? '•' : user.username.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className="profile__eyebrow">Profile</p>
          <p className="profile__name">
            <Private what="Name">{user.username}</Private>
          </p>
        </div>
      </header>
      <nav className="profile__tabs" aria-label="Profile">
        {profileSections.map((section) => (
          <PreloadLink key={section.key} to={section.to} end className="profile__tab">
            {section.label}
          </PreloadLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
