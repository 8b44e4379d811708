import {
  Suspense,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Placement } from '@floating-ui/react';
import { MenuLayer, preload } from './lazy-floating';
import { triggerProps, type TriggerProps } from './trigger-props';
import './floating.css';

interface MenuProps {
  /** The button that opens it: `trigger={(props) => <button {...props()} />}`. */
  trigger: (props: (own?: HTMLAttributes<HTMLElement>) => TriggerProps) => ReactNode;
  /** Shown above the items, outside the menu role (e.g. who is signed in). */
  header?: ReactNode;
  placement?: Placement;
  className: string;
  /** <MenuItem> and <MenuLink> elements, from any feature. */
  children: ReactNode;
}

/**
 * A menu button: a click, Enter or Space opens it on its first item, ArrowDown on the
 * first and ArrowUp on the last. In it the arrow keys, Home and End move, typing jumps
 * to an item, and Escape or a press outside closes it, focus going back to the button.
 * The menu is named by its button. The open menu is the lazy MenuLayer (floating-ui).
 */
export function Menu({
  trigger,
  header,
  placement = 'bottom-end',
  className,
  children,
}: MenuProps) {
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const triggerId = useId();
  const menuId = useId();

  return (
    <>
      {trigger((own = {}) => ({
        ...triggerProps(own, {
          ref: setElement,
          popup: 'menu',
          open: open !== null,
          controls: menuId,
          toggle: () => setOpen(open ? null : 'first'),
          preload: preload.menu,
        }),
        id: triggerId,
        onKeyDown(event: KeyboardEvent<HTMLElement>) {
          own.onKeyDown?.(event);
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        },
      }))}
      {open && element && (
        <Suspense fallback={null}>
          <MenuLayer
            reference={element}
            id={menuId}
            labelledBy={triggerId}
            header={header}
            initial={open}
            placement={placement}
            className={className}
            onClose={() => setOpen(null)}
          >
            {children}
          </MenuLayer>
        </Suspense>
      )}
    </>
  );
}
