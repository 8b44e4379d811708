import { useEffect, useRef, useState, type RefObject } from 'react';

/** The part of React's dialog events the handlers read. */
interface DialogEvent {
  target: EventTarget;
  currentTarget: EventTarget;
  preventDefault(): void;
}

export interface DismissHandlers {
  onCancel(event: DialogEvent): void;
  onPointerDown(event: DialogEvent): void;
  onClick(event: DialogEvent): void;
}

/**
 * How a modal <dialog> is dismissed: Escape (the browser's cancel) and a click on the
 * backdrop call `dismiss()`; with no dismiss (a dialog that must be answered) both do
 * nothing. The browser never closes it on its own, so React's state stays the truth. A
 * press that starts in the panel and ends on the backdrop (selecting text) is not a click.
 */
export function createDismissHandlers(dismiss: () => (() => void) | undefined): DismissHandlers {
  let pressStartedOnBackdrop = false;
  return {
    onCancel(event) {
      event.preventDefault();
      dismiss()?.();
    },
    onPointerDown(event) {
      pressStartedOnBackdrop = event.target === event.currentTarget;
    },
    onClick(event) {
      // A click on the <dialog> element itself is a click on its backdrop.
      const onBackdrop = pressStartedOnBackdrop && event.target === event.currentTarget;
      if (onBackdrop) dismiss()?.();
    },
  };
}

interface NativeDialogOptions {
  /** Shown with showModal() while true (default: while mounted). */
  open?: boolean;
  /** Escape and the backdrop call this; leave it out for a dialog that cannot be dismissed. */
  onDismiss?: () => void;
  /** Runs each time the dialog opens (e.g. to move focus to its first field). */
  onOpen?: () => void;
}

/**
 * A native modal <dialog> in step with React: the browser traps focus, makes the page
 * behind inert and puts the dialog in the top layer; this hook opens and closes it and
 * owns Escape and the backdrop. Spread the result onto the <dialog>.
 */
export function useNativeDialog({
  open = true,
  onDismiss,
  onOpen,
}: NativeDialogOptions): DismissHandlers & { ref: RefObject<HTMLDialogElement | null> } {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onDismiss, onOpen });
  latest.current = { onDismiss, onOpen };
  const [handlers] = useState(() => createDismissHandlers(() => latest.current.onDismiss));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      latest.current.onOpen?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close();
  }, []);

  return { ref, ...handlers };
}
