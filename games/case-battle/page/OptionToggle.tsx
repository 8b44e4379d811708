import { useId } from 'react';
import { TooltipBubble } from '../../../src/client/ui/Tooltip';
import { useTooltip } from '../../../src/client/ui/use-tooltip';

interface OptionToggleProps {
  name: string;
  hint: string;
  checked: boolean;
  /** Why it cannot be chosen now (the core's words); null when it can. */
  refusal: string | null;
  onToggle: () => void;
}

/**
 * One battle option as a toggle button. A refused option stays focusable (aria-disabled,
 * not disabled) so keyboard and pointer users both reach the tooltip that says why.
 */
export function OptionToggle({ name, hint, checked, refusal, onToggle }: OptionToggleProps) {
  const tip = useTooltip();
  const reasonId = useId();
  const refused = refusal !== null;

  return (
    <>
      <button
        type="button"
        className={`battle-option${checked ? ' battle-option--on' : ''}`}
        aria-pressed={checked}
        aria-disabled={refused || undefined}
        data-option={name}
        {...tip.reference({
          onClick: () => {
            if (!refused) onToggle();
          },
        })}
        // After the tooltip's props: the reason below describes it whether or not it shows.
        aria-describedby={refused ? reasonId : undefined}
      >
        <span className="battle-option__name">{name}</span>
        <span className="battle-option__hint">{hint}</span>
      </button>
      {/* Always in the page so screen readers hear the reason with the button. */}
      <span id={reasonId} className="visually-hidden">
        {refusal ?? ''}
      </span>
      {refused && <TooltipBubble tip={tip}>{refusal}</TooltipBubble>}
    </>
  );
}
