import { useEffect, useState } from 'react';
import { buttonClassName } from '../../ui/Button';
import { TooltipBubble } from '../../ui/Tooltip';
import { useTooltip } from '../../ui/use-tooltip';

/** How long "Copied!" stays before the tooltip names the action again (ms). */
const COPIED_MS = 2_000;

/**
 * Copies a text (the deposit address). The tooltip says what a press does, then confirms;
 * a status line tells screen readers the same.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const tip = useTooltip();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    tip.setOpen(true);
  }

  const hint =
    copied === 'yes'
      ? 'Copied!'
      : copied === 'failed'
        ? `Select the ${what} to copy it`
        : `Copy the ${what}`;
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'sm' }, 'cashier-copy')}
        {...tip.reference({ onClick: () => void copy() })}
      >
        Copy
      </button>
      <TooltipBubble tip={tip}>{hint}</TooltipBubble>
      <span className="visually-hidden" role="status" aria-live="polite">
        {copied === 'yes' ? `The ${what} is copied` : ''}
      </span>
    </>
  );
}
