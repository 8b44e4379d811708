import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Placement } from '@floating-ui/react';
import { preload } from './lazy-floating';

/** A pointer resting this long opens the tooltip; a pass across the control does not (ms). */
export const TOOLTIP_DELAY_MS = 300;

export interface TooltipOptions {
  placement?: Placement;
}

/** Whether focus came from the keyboard (a click's focus shows no tooltip). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * A tooltip on a control: shown when a mouse rests on it and on keyboard focus, hidden on
 * leave, blur and Escape; while shown it describes the control (aria-describedby). Spread
 * `reference()` onto the control and render <TooltipBubble tip={...}> beside it; `setOpen`
 * lets an action confirm itself there. Placement and dismissal live in the lazy layer.
 */
export function useTooltip({ placement = 'top' }: TooltipOptions = {}) {
  const [open, setOpen] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (after: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), after);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };

  /** The control's props (its own handlers run first) and its ref. */
  const reference = (own: HTMLAttributes<HTMLElement> = {}) => ({
    ...own,
    ref: setElement,
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      own.onPointerEnter?.(event);
      preload.tooltip();
      // Touch has no hover: a tap is a press (InfoTip opens on its click).
      if (event.pointerType === 'mouse') show(TOOLTIP_DELAY_MS);
    },
    onPointerLeave(event: PointerEvent<HTMLElement>) {
      own.onPointerLeave?.(event);
      if (event.pointerType === 'mouse') hide();
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      own.onFocus?.(event);
      preload.tooltip();
      if (focusVisible(event.currentTarget)) show(0);
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      own.onBlur?.(event);
      hide();
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      own.onKeyDown?.(event);
      if (event.key !== 'Escape' || !open) return;
      // Only the tooltip closes: not the dialog or drawer the control sits in.
      event.stopPropagation();
      event.preventDefault();
      hide();
    },
  });

  return { open, setOpen, id, element, placement, reference };
}

export type TooltipState = ReturnType<typeof useTooltip>;
