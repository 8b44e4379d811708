import { type RefObject, type UIEvent, useEffect, useRef, useState } from 'react';
import { DEFAULT_OVERSCAN, type VirtualRange, virtualRange } from '../lib/virtual-range';

interface VirtualWindowInput {
  count: number;
  /** Every row's height in px (rows are uniform). */
  itemHeight: number;
  /** The frame scrolls inside this height until it has been measured. */
  maxHeight: number;
  overscan?: number;
}

/**
 * The rows a scrolling frame shows: its scroll position and its measured height (which
 * follows layout changes: a phone turned, a panel resized) turned into a virtual range.
 * Attach `ref` and `onScroll` to the frame that scrolls.
 */
export function useVirtualWindow<E extends HTMLElement>({
  count,
  itemHeight,
  maxHeight,
  overscan = DEFAULT_OVERSCAN,
}: VirtualWindowInput): {
  ref: RefObject<E | null>;
  onScroll: (event: UIEvent<E>) => void;
  range: VirtualRange;
} {
  const ref = useRef<E>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(maxHeight);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setViewportHeight(element.clientHeight || maxHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxHeight]);

  const range = virtualRange({ count, itemHeight, scrollTop, viewportHeight, overscan });
  return { ref, onScroll: (event) => setScrollTop(event.currentTarget.scrollTop), range };
}
