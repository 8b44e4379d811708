import { useParams } from 'react-router';
import { PageSkeleton } from '../../app/layout/PageSkeleton';
import { NotFoundLayout } from '../../app/layout/NotFoundLayout';
import { AdminDashboard } from '../../features/admin/AdminDashboard';
import { staffAreaOf } from '../../features/admin/staff-area';
import { selectInitialized, selectUser, useSession } from '../../features/session/session-store';
import NotFoundPage from '../NotFoundPage';
import { AdminLayout } from './AdminLayout';
import { ModerationNote } from './ModerationNote';

/**
 * Every /admin path (one lazy route, so none of this is in a player's download). Whoever is
 * no staff gets the ordinary 404 page, so the back office does not even say it exists; the
 * server refuses its calls to them anyway. The path under /admin is matched here by hand:
 * React Router's <Routes> would add its code to the router chunk every page loads.
 */
export default function AdminArea() {
  const initialized = useSession(selectInitialized);
  const user = useSession(selectUser);
  const rest = useParams()['*'] ?? '';
  if (!initialized) return <PageSkeleton />;
  const area = user ? staffAreaOf(user.roles) : null;
  // Only /admin itself is built so far; any other path is a screen that does not exist.
  const atHome = rest.replace(/\/+$/, '') === '';
  if (!area || !atHome)
    return (
      <NotFoundLayout>
        <NotFoundPage />
      </NotFoundLayout>
    );
  return (
    <AdminLayout area={area}>
      {area === 'everything' ? <AdminDashboard /> : <ModerationNote />}
    </AdminLayout>
  );
}
