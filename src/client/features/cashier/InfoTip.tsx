import { useTooltip } from './use-tooltip';

/** A small "i" button whose tooltip explains a figure (hover, focus, or a tap on phones). */
export function InfoTip({ label, text }: { label: string; text: string }) {
  const tip = useTooltip();
  return (
    <>
      <button
        type="button"
        ref={tip.refs.setReference}
        className="cashier-info"
        aria-label={label}
        {...tip.getReferenceProps({ onClick: () => tip.setOpen(!tip.open) })}
      >
        i
      </button>
      {tip.open && (
        <div
          ref={tip.refs.setFloating}
          className="cashier-tooltip"
          style={tip.floatingStyles}
          {...tip.getFloatingProps()}
        >
          {text}
        </div>
      )}
    </>
  );
}
