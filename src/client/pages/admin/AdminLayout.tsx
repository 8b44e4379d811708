import type { ReactNode } from 'react';
import { NavLink } from '../../router';
import { adminScreensOf } from '../../features/admin/admin-screens';
import type { StaffArea } from '../../features/admin/staff-area';
import './admin.css';

/** The back office's own frame: its navigation (the screens this area holds) and the page. */
export function AdminLayout({ area, children }: { area: StaffArea; children: ReactNode }) {
  const screens = adminScreensOf(area);
  return (
    <div className="admin">
      <p className="admin__eyebrow">Back office</p>
      {screens.length > 0 && (
        <nav className="admin__nav" aria-label="Back office">
          <ul className="admin__nav-list">
            {screens.map((screen) => (
              <li key={screen.to}>
                <NavLink to={screen.to} end className="admin__nav-link">
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </div>
  );
}
