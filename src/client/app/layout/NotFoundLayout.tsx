import type { ReactNode } from 'react';
import { Outlet } from '../../router';

/**
 * The 404 layout: the error page alone, centred in the default chrome. Given children (an
 * area that decides its own 404s, as /admin does), it frames them instead of the outlet.
 */
export function NotFoundLayout({ children }: { children?: ReactNode }) {
  return <div className="not-found-layout">{children ?? <Outlet />}</div>;
}
