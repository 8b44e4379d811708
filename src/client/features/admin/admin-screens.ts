import type { StaffArea } from './staff-area';

/** A back office screen that exists: its link in the navigation. */
export interface AdminScreen {
  to: string;
  label: string;
}

// Only screens that are built are listed: a link to a page that is not there would only
// lead staff to the 404 page.
const SCREENS: Record<StaffArea, readonly AdminScreen[]> = {
  everything: [
    { to: '/admin', label: 'Dashboard' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/cashier', label: 'Cashier' },
    { to: '/admin/kyc', label: 'KYC' },
    { to: '/admin/games', label: 'Games' },
    { to: '/admin/promotions', label: 'Promotions' },
    { to: '/admin/content', label: 'Content' },
    { to: '/admin/moderation', label: 'Moderation' },
    { to: '/admin/audit', label: 'Audit log' },
  ],
  moderation: [{ to: '/admin/moderation', label: 'Moderation' }],
};

/** The navigation of this area of the back office. */
export function adminScreensOf(area: StaffArea): readonly AdminScreen[] {
  return SCREENS[area];
}
