import { selectUser, useSession } from '../session/session-store';
import { MenuLink } from '../../ui/MenuItem';
import { staffAreaOf } from './staff-area';

/** The account menu's way into the back office: shown to staff only. */
export function AdminMenuItem() {
  const user = useSession(selectUser);
  if (!user || !staffAreaOf(user.roles)) return null;
  return <MenuLink to="/admin">Back office</MenuLink>;
}
