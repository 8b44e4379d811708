import type { FocusEvent, HTMLAttributes, MouseEvent, PointerEvent } from 'react';

/**
 * What a popover's or menu's button carries: its state for screen readers, a click that
 * toggles, and an early start of the layer's loading on hover or focus.
 */
export function triggerProps(
  own: HTMLAttributes<HTMLElement>,
  state: {
    ref: (element: HTMLElement | null) => void;
    popup: 'dialog' | 'menu';
    open: boolean;
    controls: string;
    toggle: (event: MouseEvent<HTMLElement>) => void;
    preload: () => void;
  },
) {
  return {
    ...own,
    ref: state.ref,
    'aria-haspopup': state.popup,
    'aria-expanded': state.open,
    'aria-controls': state.open ? state.controls : undefined,
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      own.onPointerEnter?.(event);
      state.preload();
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      own.onFocus?.(event);
      state.preload();
    },
    onClick(event: MouseEvent<HTMLElement>) {
      own.onClick?.(event);
      state.toggle(event);
    },
  };
}

export type TriggerProps = ReturnType<typeof triggerProps>;
