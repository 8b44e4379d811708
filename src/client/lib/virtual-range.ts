/** The spec: virtual lists render 5 rows beyond each edge of the visible window. */
export const DEFAULT_OVERSCAN = 5;

export interface VirtualRangeInput {
  count: number;
  /** Every row's height in px (rows are uniform). */
  itemHeight: number;
  scrollTop: number;
  viewportHeight: number;
  overscan?: number;
}

export interface VirtualRange {
  /** First rendered row (inclusive). */
  start: number;
  /** Row after the last rendered one (exclusive). */
  end: number;
  /** Where the first rendered row sits, from the top of the list. */
  offsetTop: number;
  /** The whole list's height, so the scrollbar matches every row. */
  totalHeight: number;
}

/** Which rows a virtual list renders for a scroll position: the visible ones plus overscan. */
export function virtualRange({
  count,
  itemHeight,
  scrollTop,
  viewportHeight,
  overscan = DEFAULT_OVERSCAN,
}: VirtualRangeInput): VirtualRange {
  const rows = Math.max(0, Math.floor(count));
  const height = Math.max(1, itemHeight);
  const totalHeight = rows * height;
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight));
  const firstVisible = Math.floor(top / height);
  const lastVisible = Math.ceil((top + Math.max(0, viewportHeight)) / height);
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(rows, lastVisible + overscan);
  return { start, end: Math.max(start, end), offsetTop: start * height, totalHeight };
}
