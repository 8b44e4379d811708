import { useEffect, useState } from 'react';
import { buttonClassName } from '../../ui/Button';
import { TooltipBubble } from '../../ui/Tooltip';
import { useTooltip } from '../../ui/use-tooltip';

/** How long "Copied" stays before the tooltip says "Copy link" again (ms). */
const COPIED_MS = 2_000;

/**
 * Copies the referral link. Its tooltip (hover or keyboard focus, Escape closes) says what
 * a press does, then confirms the copy; a status line tells screen readers the same.
 */
export function CopyLinkButton({ link }: { link: string }) {
  const tip = useTooltip();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
    tip.setOpen(true);
  }

  const hint =
    copied === 'yes' ? 'Copied!' : copied === 'failed' ? 'Select the link to copy it' : 'Copy link';
  return (
    <>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary' })}
        {...tip.reference({ onClick: () => void copy() })}
      >
        Copy link
      </button>
      <TooltipBubble tip={tip}>{hint}</TooltipBubble>
      <span className="visually-hidden" role="status" aria-live="polite">
        {copied === 'yes' ? 'Referral link copied' : ''}
      </span>
    </>
  );
}
