/** One day's bar in the chart's own units (its viewBox), from the top left. */
export interface DayBar {
  x: number;
  y: number;
  width: number;
  height: number;
  negative: boolean;
}

/** A bar never drawn thinner than this, so a small non-zero day still shows. */
const MIN_VISIBLE = 0.75;

/**
 * Bars for the values in a width x height box: the zero line sits where the range puts it,
 * so a series that dips below zero (a house result) hangs those days below the line.
 */
export function dayBars(
  values: readonly number[],
  width: number,
  height: number,
  gapShare = 0.25,
): { bars: DayBar[]; zeroY: number } {
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const range = top - bottom || 1;
  // A series of zeros keeps its line at the bottom, where a chart of counts starts.
  const zeroY = top === bottom ? height : (top / range) * height;
  const slot = values.length > 0 ? width / values.length : width;
  const barWidth = slot * (1 - gapShare);
  const bars = values.map((value, i) => {
    const drawn = value === 0 ? 0 : Math.max(MIN_VISIBLE, (Math.abs(value) / range) * height);
    return {
      x: i * slot + (slot - barWidth) / 2,
      y: value >= 0 ? zeroY - drawn : zeroY,
      width: barWidth,
      height: drawn,
      negative: value < 0,
    };
  });
  return { bars, zeroY };
}

/** "30 Nov" for a YYYY-MM-DD UTC day, whatever the reader's time zone. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
