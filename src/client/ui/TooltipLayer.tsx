import {
  FloatingArrow,
  FloatingPortal,
  useDismiss,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import { useAnchoredFloating } from './use-anchored-floating';

interface TooltipLayerProps {
  reference: Element | null;
  id: string;
  placement: Placement;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** A shown tooltip: placed by its control with an arrow; Escape or a press elsewhere hides it. */
export function TooltipLayer({
  reference,
  id,
  placement,
  onClose,
  className,
  children,
}: TooltipLayerProps) {
  const anchored = useAnchoredFloating({
    reference,
    open: true,
    onOpenChange: (open) => open || onClose(),
    placement,
  });
  const { getFloatingProps } = useInteractions([useDismiss(anchored.context)]);
  return (
    <FloatingPortal root={anchored.portalRoot}>
      <div
        ref={anchored.refs.setFloating}
        id={id}
        role="tooltip"
        className={className ? `tooltip ${className}` : 'tooltip'}
        style={anchored.floatingStyles}
        {...getFloatingProps()}
      >
        {children}
        <FloatingArrow
          ref={anchored.arrowRef}
          context={anchored.context}
          className="floating-arrow"
        />
      </div>
    </FloatingPortal>
  );
}
