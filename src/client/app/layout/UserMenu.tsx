import { AdminMenuItem } from '../../features/admin/AdminMenuItem';
import { ChallengesMenuItem } from '../../features/challenges/ChallengesEntry';
import { HelpMenuItem } from '../../features/helpdesk/HelpMenuItem';
import { sessionStore } from '../../features/session/session-store';
import { InventoryMenuItem } from '../../features/inventory/InventoryMenuItem';
import { GiftCardMenuItem } from '../../features/gift-cards/GiftCardMenuItem';
import { VaultMenuItem } from '../../features/vault/VaultMenuItem';
import { LevelsMenuItem } from '../../features/xp/XpBar';
import { Menu } from '../../ui/Menu';
import { MenuItem, MenuLink } from '../../ui/MenuItem';

/** The avatar button and its small menu: who you are, settings, help, and Log out. */
export function UserMenu({ username }: { username: string }) {
  return (
    <div className="user-menu">
      <Menu
        className="user-menu__panel"
        header={
          <p className="user-menu__signed-in">
            Signed in as <strong>{username}</strong>
          </p>
        }
        trigger={(props) => (
          <button
            type="button"
            className="user-menu__trigger"
            aria-label={`Account menu for ${username}`}
            {...props()}
          >
            <span className="user-menu__avatar" aria-hidden="true">
              {username.slice(0, 1).toUpperCase()}
            </span>
            <span className="user-menu__name" aria-hidden="true">
              {username}
            </span>
            <svg
              className="user-menu__chevron"
              width="14"
              height="14"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="m6 9 6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
      >
        <MenuLink to="/profile/settings">Settings</MenuLink>
        <InventoryMenuItem />
        <VaultMenuItem />
        <GiftCardMenuItem />
        <LevelsMenuItem />
        <ChallengesMenuItem />
        <HelpMenuItem />
        <AdminMenuItem />
        <MenuItem
          onSelect={() =>
            void sessionStore
              .getState()
              .logout()
              .catch(() => undefined)
          }
        >
          Log out
        </MenuItem>
      </Menu>
    </div>
  );
}
