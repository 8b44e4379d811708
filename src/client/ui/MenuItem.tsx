import type { ReactNode } from 'react';
import { Link } from '../router';
import { useMenuContext } from './menu-context';

interface ItemProps {
  children: ReactNode;
  className?: string;
  /** What typing finds it by, when its text says more (e.g. a count). */
  label?: string;
  'data-testid'?: string;
}

/** An item's shared props: focus is moved by the menu's keys, so it is out of the Tab order. */
function itemProps(className: string | undefined, label: string | undefined) {
  return {
    role: 'menuitem',
    tabIndex: -1,
    'data-label': label,
    className: className ? `menu__item ${className}` : 'menu__item',
  };
}

/** A menu item that runs an action (the menu closes first). */
export function MenuItem({
  onSelect,
  children,
  className,
  label,
  ...rest
}: ItemProps & { onSelect: () => void }) {
  const menu = useMenuContext();
  return (
    <button
      type="button"
      {...rest}
      {...itemProps(className, label)}
      onClick={() => {
        menu.close();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/** A menu item that leads to a page. */
export function MenuLink({ to, children, className, label, ...rest }: ItemProps & { to: string }) {
  const menu = useMenuContext();
  return (
    <Link to={to} {...rest} {...itemProps(className, label)} onClick={menu.close}>
      {children}
    </Link>
  );
}
