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
import { useEffect, useState } from 'react';
import { buttonClassName } from '../../ui/Button';

/** How long "Copied" stays before the tooltip says "Copy link" again (ms). */
const COPIED_MS = 2_000;

/**
 * Copies the referral link. Its tooltip (hover or keyboard focus, Escape closes) says what
 * a press does, then confirms the copy; a status line tells screen readers the same.
 */
export function CopyLinkButton({ link }: { link: string }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

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
    setOpen(true);
  }

  const tip =
    copied === 'yes' ? 'Copied!' : copied === 'failed' ? 'Select the link to copy it' : 'Copy link';
  return (
    <>
      <button
        type="button"
        ref={refs.setReference}
        className={buttonClassName({ variant: 'secondary' })}
        {...getReferenceProps({ onClick: () => void copy() })}
      >
        Copy link
      </button>
      {open && (
        <div
          ref={refs.setFloating}
          className="affiliate-tooltip"
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {tip}
        </div>
      )}
      <span className="visually-hidden" role="status" aria-live="polite">
        {copied === 'yes' ? 'Referral link copied' : ''}
      </span>
    </>
  );
}
