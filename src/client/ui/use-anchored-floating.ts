import {
  arrow,
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type Placement,
} from '@floating-ui/react';
import { useRef } from 'react';

/** Room kept between a floating part and the screen's edges (a 320 px phone included). */
export const SCREEN_EDGE = 8;

export interface AnchoredOptions {
  /** The control it belongs to (rendered outside this layer, so passed in). */
  reference: Element | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement?: Placement;
  /** Gap between the trigger and the floating part (px). */
  gap?: number;
}

/**
 * Places a floating part beside its trigger: flips to the side with room, shifts to stay on
 * screen, follows scrolls and resizes. The room left on screen is handed to CSS as
 * --floating-max-width and --floating-max-height, so a long panel can scroll inside it.
 * `portalRoot` is the open <dialog> around the trigger, if any: a modal dialog sits in the
 * top layer and makes the rest of the page inert, so a part portalled to the body would
 * show behind it and ignore the pointer.
 */
export function useAnchoredFloating({
  reference,
  open,
  onOpenChange,
  placement = 'bottom',
  gap = 8,
}: AnchoredOptions) {
  const arrowRef = useRef<SVGSVGElement>(null);
  const floating = useFloating({
    elements: { reference },
    open,
    onOpenChange(next, event, reason) {
      // Escape closes the floating part only, not the modal <dialog> it may sit in.
      if (reason === 'escape-key') event?.preventDefault();
      onOpenChange(next);
    },
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: SCREEN_EDGE }),
      shift({ padding: SCREEN_EDGE }),
      size({
        padding: SCREEN_EDGE,
        // As variables, so a panel's own cap (min(600px, ...)) still applies.
        apply({ availableWidth, availableHeight, elements }) {
          const { style } = elements.floating;
          style.setProperty('--floating-max-width', `${Math.max(0, availableWidth)}px`);
          style.setProperty('--floating-max-height', `${Math.max(0, availableHeight)}px`);
        },
      }),
      arrow({ element: arrowRef, padding: SCREEN_EDGE }),
    ],
  });
  const portalRoot = reference?.closest('dialog') ?? undefined;
  return { ...floating, arrowRef, portalRoot };
}
