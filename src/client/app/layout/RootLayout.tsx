import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CashierDialog } from '../../features/cashier/CashierDialog';
import { closeModal } from '../../features/modals/modal-store';
import { AuthDialog } from '../../features/session/AuthDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSkeleton } from './PageSkeleton';
import './root-layout.css';

/** The default layout: header, the page, footer, and the app's dialogs. */
export function RootLayout() {
  const { pathname } = useLocation();

  // Spec: modals close when the route path changes.
  useEffect(() => closeModal(), [pathname]);

  return (
    <div className="root-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="root-layout__main" tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthDialog />
      <CashierDialog />
      <ScrollRestoration />
    </div>
  );
}
