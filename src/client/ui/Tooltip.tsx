import { Suspense, type HTMLAttributes, type ReactNode } from 'react';
import type { Placement } from '@floating-ui/react';
import { TooltipLayer } from './lazy-floating';
import { useTooltip, type TooltipState } from './use-tooltip';
import './floating.css';

/** The floating part of a tooltip made with useTooltip(), shown while it is open. */
export function TooltipBubble({
  tip,
  className,
  children,
}: {
  tip: TooltipState;
  className?: string;
  children: ReactNode;
}) {
  if (!tip.open || !tip.element) return null;
  return (
    <Suspense fallback={null}>
      <TooltipLayer
        reference={tip.element}
        id={tip.id}
        placement={tip.placement}
        onClose={() => tip.setOpen(false)}
        className={className}
      >
        {children}
      </TooltipLayer>
    </Suspense>
  );
}

type ReferenceProps = ReturnType<TooltipState['reference']>;

/**
 * A control with a tooltip, for the common case of a fixed text:
 * `<Tooltip content="Halve the bet (H)">{(tip) => <button {...tip()} />}</Tooltip>`.
 * `tip(own)` merges the control's own handlers with the tooltip's.
 */
export function Tooltip({
  content,
  placement,
  children,
}: {
  content: ReactNode;
  placement?: Placement;
  children: (tip: (own?: HTMLAttributes<HTMLElement>) => ReferenceProps) => ReactNode;
}) {
  const tip = useTooltip({ placement });
  return (
    <>
      {children(tip.reference)}
      <TooltipBubble tip={tip}>{content}</TooltipBubble>
    </>
  );
}
