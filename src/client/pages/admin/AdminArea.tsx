import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageSkeleton } from '../../app/layout/PageSkeleton';
import { NotFoundLayout } from '../../app/layout/NotFoundLayout';
import { AdminDashboard } from '../../features/admin/AdminDashboard';
import { staffAreaOf } from '../../features/admin/staff-area';
import { selectInitialized, selectUser, useSession } from '../../features/session/session-store';
import NotFoundPage from '../NotFoundPage';
import { AdminLayout } from './AdminLayout';
import { ModerationNote } from './ModerationNote';

// Each screen its own chunk, so the dashboard does not download every screen.
const CashierPage = lazy(() => import('./cashier/CashierPage'));

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
  const path = rest.replace(/\/+$/, '');
  const screen =
    path === '' ? (
      area === 'everything' ? (
        <AdminDashboard />
      ) : (
        <ModerationNote />
      )
    ) : path === 'cashier' && area === 'everything' ? (
      <CashierPage />
    ) : null;
  // Any other path is a screen that does not exist, or not for this area.
  if (!area || !screen)
    return (
      <NotFoundLayout>
        <NotFoundPage />
      </NotFoundLayout>
    );
  return (
    <AdminLayout area={area}>
      <Suspense fallback={<PageSkeleton />}>{screen}</Suspense>
    </AdminLayout>
  );
}
