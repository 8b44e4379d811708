import {
  autoUpdate,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useState } from 'react';

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
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const { refs, floatingStyles, context } = useFloating({
    open: open && refusal !== null,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const refused = refusal !== null;

  return (
    <>
      <button
        type="button"
        ref={refs.setReference}
        className={`battle-option${checked ? ' battle-option--on' : ''}`}
        aria-pressed={checked}
        aria-disabled={refused || undefined}
        aria-describedby={refused ? reasonId : undefined}
        data-option={name}
        {...getReferenceProps({
          onClick: () => {
            if (!refused) onToggle();
          },
        })}
      >
        <span className="battle-option__name">{name}</span>
        <span className="battle-option__hint">{hint}</span>
      </button>
      {/* Always in the page so screen readers hear the reason with the button. */}
      <span id={reasonId} className="visually-hidden">
        {refusal ?? ''}
      </span>
      {open && refused && (
        <div
          ref={refs.setFloating}
          className="battle-tooltip"
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {refusal}
        </div>
      )}
    </>
  );
}
