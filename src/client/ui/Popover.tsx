import {
  Suspense,
  useId,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Placement } from '@floating-ui/react';
import { PopoverLayer, preload } from './lazy-floating';
import { triggerProps, type TriggerProps } from './trigger-props';
import './floating.css';

interface PopoverProps {
  /** The button that opens it: `trigger={(props) => <button {...props()} />}`. */
  trigger: (props: (own?: HTMLAttributes<HTMLElement>) => TriggerProps) => ReactNode;
  /** Its accessible name, when no visible heading names it (`labelledBy`). */
  label?: string;
  labelledBy?: string;
  /** Give both to control it (e.g. another control opens it too). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** What takes focus on opening; by default its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where to place it, read on opening, when not at the trigger (one a phone hides). */
  anchor?: () => Element | null;
  placement?: Placement;
  arrow?: boolean;
  className: string;
  /** Its content; a function gets `close` (e.g. for a choice that is made in it). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/**
 * A non-modal dialog opened by a button: a click (or Enter/Space) toggles it, focus moves
 * in, Escape or a press outside closes it and Escape gives focus back to the button. The
 * panel (floating-ui, in a portal) is the lazy PopoverLayer.
 */
export function Popover({
  trigger,
  open: controlled,
  onOpenChange,
  className,
  children,
  ...layer
}: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlled ?? uncontrolled;
  const setOpen = onOpenChange ?? setUncontrolled;
  const [element, setElement] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setOpen(false);

  return (
    <>
      {trigger((own = {}) =>
        triggerProps(own, {
          ref: setElement,
          popup: 'dialog',
          open,
          controls: id,
          toggle: () => setOpen(!open),
          preload: preload.popover,
        }),
      )}
      {open && element && (
        <Suspense fallback={null}>
          <PopoverLayer
            {...layer}
            reference={element}
            id={id}
            className={className}
            onClose={close}
          >
            {typeof children === 'function' ? children(close) : children}
          </PopoverLayer>
        </Suspense>
      )}
    </>
  );
}
