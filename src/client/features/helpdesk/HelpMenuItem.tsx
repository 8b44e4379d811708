import { MenuItem, MenuLink } from '../../ui/MenuItem';
import { helpdesk } from './site-helpdesk';

/** The account menu's 'Help': the live-chat helpdesk when configured, else the contact page. */
export function HelpMenuItem() {
  if (!helpdesk.enabled) return <MenuLink to="/contact">Help</MenuLink>;
  return <MenuItem onSelect={() => helpdesk.open()}>Help</MenuItem>;
}
