import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useParams } from '../../router';
import { PageSkeleton } from '../../app/layout/PageSkeleton';
import { NotFoundLayout } from '../../app/layout/NotFoundLayout';
import { AdminDashboard } from '../../features/admin/AdminDashboard';
import { type StaffArea, staffAreaOf } from '../../features/admin/staff-area';
import { selectInitialized, selectUser, useSession } from '../../features/session/session-store';
import NotFoundPage from '../NotFoundPage';
import { AdminLayout } from './AdminLayout';
import { GamesScreen } from './GamesScreen';
import { ModerationScreen } from './ModerationScreen';

// Each screen its own chunk, so the dashboard does not download every screen.
const CashierPage = lazy(() => import('./cashier/CashierPage'));
const KycPage = lazy(() => import('./kyc/KycPage'));
const PromotionsPage = lazy(() => import('./promotions/PromotionsPage'));
const ContentPage = lazy(() => import('./content/ContentPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const UserPage = lazy(() => import('./users/UserPage'));
const AuditPage = lazy(() => import('./audit/AuditPage'));

/** /admin/users/{id}: the one screen whose path holds a value. */
const USER_PAGE = /^users\/([0-9a-f-]{36})$/i;

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
  const screen = rest.replace(/\/+$/, '');
  // A moderator's back office is moderation alone: /admin takes them there.
  if (area === 'moderation' && screen === '') return <Navigate to="/admin/moderation" replace />;
  const userId = area === 'everything' ? USER_PAGE.exec(screen)?.[1] : undefined;
  const page = userId ? (
    <UserPage key={userId} id={userId} />
  ) : area ? (
    SCREENS[area][screen]
  ) : undefined;
  if (!area || !page)
    return (
      <NotFoundLayout>
        <NotFoundPage />
      </NotFoundLayout>
    );
  return (
    <AdminLayout area={area}>
      <Suspense fallback={<PageSkeleton />}>{page}</Suspense>
    </AdminLayout>
  );
}

/** The screens each area holds, by the path under /admin; any other path is the 404 page. */
const SCREENS: Record<StaffArea, Partial<Record<string, ReactNode>>> = {
  everything: {
    '': <AdminDashboard />,
    cashier: <CashierPage />,
    games: <GamesScreen />,
    moderation: <ModerationScreen />,
    kyc: <KycPage />,
    promotions: <PromotionsPage />,
    content: <ContentPage />,
    users: <UsersPage />,
    audit: <AuditPage />,
  },
  moderation: { moderation: <ModerationScreen /> },
};
