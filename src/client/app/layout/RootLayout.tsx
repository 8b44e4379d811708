import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from '../../router';
import { UpdateBanner, useUpdateNoticeShown } from '../../features/build-watch/UpdateBanner';
import { LiveDropsSlot } from '../../features/live-drops/LiveDropsSlot';
import { ModalHost } from '../../features/modals/ModalHost';
import { type PageOpening, PageOpeningContext } from '../../features/routing/lazy-page';
import { NoticeTraySlot } from '../../features/notifications/NoticeTraySlot';
import { NotificationAreas } from '../../features/notifications/NotificationAreas';
import { BottomNav } from './BottomNav';
import { ChatDock } from './ChatDock';
import { Footer } from './Footer';
import { GameNav } from './GameNav';
import { Header } from './Header';
import { PageSkeleton } from './PageSkeleton';
import { PageTransition } from './PageTransition';
import './root-layout.css';

/** The default layout: header, the page, footer, and the app's dialogs. */
export function RootLayout() {
  const updateShown = useUpdateNoticeShown();
  // The page the app opens on shows the skeleton itself until its code arrives (lazy-page.ts).
  const [opening] = useState<PageOpening>(() => ({ placeholder: <PageSkeleton />, opened: false }));
  return (
    <div className="root-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <div className="root-layout__body">
        <GameNav />
        <div className="root-layout__center">
          <LiveDropsSlot />
          <NoticeTraySlot extras={updateShown ? [<UpdateBanner key="update" />] : []} />
          <main id="main" className="root-layout__main" tabIndex={-1}>
            <PageOpeningContext value={opening}>
              <Suspense fallback={<PageSkeleton />}>
                <PageTransition>
                  <Outlet />
                </PageTransition>
              </Suspense>
            </PageOpeningContext>
          </main>
          <Footer />
        </div>
        <ChatDock />
      </div>
      <BottomNav />
      {/* Modals (closed on a path change by the host), the centre alert and the announcer. */}
      <ModalHost />
      <NotificationAreas />
      <ScrollRestoration />
    </div>
  );
}
