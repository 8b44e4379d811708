import { Outlet } from 'react-router';

/** The 404 layout: the error page alone, centred in the default chrome. */
export function NotFoundLayout() {
  return (
    <div className="not-found-layout">
      <Outlet />
    </div>
  );
}
