import { TooltipBubble } from '../../ui/Tooltip';
import { useTooltip } from '../../ui/use-tooltip';

/** A small "i" button whose tooltip explains a figure (hover, focus, or a tap on phones). */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const tip = useTooltip();
  return (
    <>
      <button
        type="button"
        className="cashier-info"
        aria-label={label}
        {...tip.reference({ onClick: () => tip.setOpen(!tip.open) })}
      >
        i
      </button>
      <TooltipBubble tip={tip}>{text}</TooltipBubble>
    </>
  );
}
