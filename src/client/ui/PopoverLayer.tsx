import {
  FloatingArrow,
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useAnchoredFloating } from './use-anchored-floating';

interface PopoverLayerProps {
  reference: Element;
  id: string;
  label?: string;
  labelledBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  anchor?: () => Element | null;
  placement?: Placement;
  arrow?: boolean;
  className: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * An open popover's panel: placed by its button, focus moved in (and back to the button
 * when it closes), closed by Escape, a press outside or focus leaving it.
 */
export function PopoverLayer({
  reference,
  id,
  label,
  labelledBy,
  initialFocus,
  anchor,
  placement = 'bottom-end',
  arrow = false,
  className,
  onClose,
  children,
}: PopoverLayerProps) {
  const anchored = useAnchoredFloating({
    reference,
    open: true,
    onOpenChange: (open) => open || onClose(),
    placement,
  });
  const { context, refs } = anchored;
  const { getFloatingProps } = useInteractions([useDismiss(context)]);

  const anchorAt = useRef(anchor);
  useLayoutEffect(() => {
    const at = anchorAt.current?.();
    if (at) refs.setPositionReference(at);
  }, [refs]);

  return (
    <FloatingPortal root={anchored.portalRoot}>
      <FloatingFocusManager context={context} modal={false} initialFocus={initialFocus ?? 0}>
        <div
          ref={refs.setFloating}
          id={id}
          role="dialog"
          aria-label={label}
          aria-labelledby={labelledBy}
          className={`popover ${className}`}
          style={anchored.floatingStyles}
          {...getFloatingProps()}
        >
          {children}
          {arrow && (
            <FloatingArrow ref={anchored.arrowRef} context={context} className="floating-arrow" />
          )}
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
