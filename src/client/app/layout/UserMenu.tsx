import { useId } from 'react';
import { Link } from 'react-router';
import { ChallengesMenuItem } from '../../features/challenges';
import { HelpAction } from '../../features/helpdesk/HelpAction';
import { sessionStore } from '../../features/session/session-store';
import { InventoryMenuItem } from '../../features/inventory/InventoryMenuItem';
import { GiftCardMenuItem } from '../../features/gift-cards/GiftCardMenuItem';
import { VaultMenuItem } from '../../features/vault/VaultMenuItem';
import { LevelsMenuItem } from '../../features/xp/XpBar';
import { usePopover } from '../../ui/use-popover';

/** The avatar button and its small menu: who you are, settings, help, and Log out. */
export function UserMenu({ username }: { username: string }) {
  const { open, setOpen, root, trigger } = usePopover();
  const menuId = useId();

  return (
    <div className="user-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${username}`}
        onClick={() => setOpen((value) => !value)}
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
      {open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__signed-in">
            Signed in as <strong>{username}</strong>
          </p>
          <Link
            to="/profile/settings"
            className="user-menu__item user-menu__item--link"
            onClick={() => setOpen(false)}
          >
            Settings
          </Link>
          <InventoryMenuItem
            className="user-menu__item user-menu__item--link"
            onChosen={() => setOpen(false)}
          />
          <VaultMenuItem
            className="user-menu__item user-menu__item--link"
            onChosen={() => setOpen(false)}
          />
          <GiftCardMenuItem
            className="user-menu__item user-menu__item--link"
            onChosen={() => setOpen(false)}
          />
          <LevelsMenuItem
            className="user-menu__item user-menu__item--link"
            onChosen={() => setOpen(false)}
          />
          <ChallengesMenuItem
            className="user-menu__item user-menu__item--link"
            onChosen={() => setOpen(false)}
          />
          <HelpAction
            className="user-menu__item user-menu__item--link"
            onChosen={() => setOpen(false)}
          >
            Help
          </HelpAction>
          <button
            type="button"
            className="user-menu__item"
            onClick={() => {
              setOpen(false);
              void sessionStore
                .getState()
                .logout()
                .catch(() => undefined);
            }}
          >
            Log out
          </button>
        </div>
      )}
    </div>
  );
}
