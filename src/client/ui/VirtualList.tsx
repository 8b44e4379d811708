import type { CSSProperties, ReactNode } from 'react';
import { DEFAULT_OVERSCAN } from '../lib/virtual-range';
import { useVirtualWindow } from './use-virtual-window';
import './virtual-list.css';

interface VirtualListProps<T> {
  items: readonly T[];
  /** Every row's height in px (rows are uniform). */
  itemHeight: number;
  /** The list scrolls inside this height; shorter lists shrink to fit. */
  maxHeight: number;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  overscan?: number;
  className?: string;
}

/**
 * A long list that renders only the rows in view plus `overscan` (5) on each side. Rows
 * carry their position in the whole list, so screen readers still announce "3 of 500".
 */
export function VirtualList<T>({
  items,
  itemHeight,
  maxHeight,
  getKey,
  renderItem,
  label,
  overscan = DEFAULT_OVERSCAN,
  className,
}: VirtualListProps<T>) {
  const { ref, onScroll, range } = useVirtualWindow<HTMLDivElement>({
    count: items.length,
    itemHeight,
    maxHeight,
    overscan,
  });
  const scrollable = range.totalHeight > maxHeight;

  return (
    <div
      ref={ref}
      className={['virtual-list', className].filter(Boolean).join(' ')}
      style={{ maxHeight } as CSSProperties}
      onScroll={onScroll}
      // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? label : undefined}
    >
      <div className="virtual-list__spacer" style={{ height: range.totalHeight }}>
        <ul
          className="virtual-list__rows"
          aria-label={label}
          style={{ transform: `translateY(${range.offsetTop}px)` }}
        >
          {items.slice(range.start, range.end).map((item, offset) => {
            const index = range.start + offset;
            return (
              <li
                key={getKey(item)}
                className="virtual-list__row"
                style={{ height: itemHeight }}
                aria-setsize={items.length}
                aria-posinset={index + 1}
              >
                {renderItem(item, index)}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
