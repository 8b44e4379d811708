import { useId } from 'react';
import { dayBars, shortDay } from './day-bars';

const WIDTH = 300;
const HEIGHT = 80;

export interface DayValue {
  /** YYYY-MM-DD, UTC. */
  day: string;
  value: number;
}

interface DayBarChartProps {
  title: string;
  /** Oldest first; the last is today. */
  days: readonly DayValue[];
  /** A value as read aloud and in the table ("1,234.56 gems", "12"). */
  format: (value: number) => string;
  /** The table's column heading for the values. */
  unit: string;
  /** Whether adding the days up means something (money, sign-ups; not distinct players). */
  summable?: boolean;
}

/** Words for a screen reader: the span, today, the best day, and the sum where it means one. */
function describe(
  days: readonly DayValue[],
  format: (n: number) => string,
  summable: boolean,
): string {
  if (days.length === 0) return 'No days to show.';
  const first = days[0]!;
  const today = days.at(-1)!;
  const best = days.reduce((top, d) => (d.value > top.value ? d : top), first);
  const worst = days.reduce((low, d) => (d.value < low.value ? d : low), first);
  const parts = [
    `${days.length} days, ${shortDay(first.day)} to ${shortDay(today.day)}.`,
    `Today ${format(today.value)}.`,
    `Highest ${format(best.value)} on ${shortDay(best.day)}.`,
  ];
  if (worst.value < 0) parts.push(`Lowest ${format(worst.value)} on ${shortDay(worst.day)}.`);
  if (summable) parts.push(`In all ${format(days.reduce((sum, d) => sum + d.value, 0))}.`);
  return parts.join(' ');
}

/**
 * One series over the dashboard's days as bars, drawn in SVG that scales to its box. The
 * picture is one image to assistive technology, named by the title and described in words;
 * every day's figure is in the table under "Figures by day".
 */
export function DayBarChart({ title, days, format, unit, summable = false }: DayBarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const { bars, zeroY } = dayBars(
    days.map((d) => d.value),
    WIDTH,
    HEIGHT,
  );
  const description = describe(days, format, summable);
  const peak = Math.max(0, ...days.map((d) => d.value));
  return (
    <figure className="day-chart">
      <div className="day-chart__head">
        <figcaption id={titleId} className="day-chart__title">
          {title}
        </figcaption>
        {/* The chart's scale: the tallest bar is this much (the words say it too). */}
        <span className="day-chart__peak" aria-hidden="true">
          peak {format(peak)}
        </span>
      </div>
      <p id={descriptionId} className="visually-hidden">
        {description}
      </p>
      <svg
        className="day-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        focusable="false"
      >
        <line className="day-chart__zero" x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
        {bars.map((bar, i) => (
          <rect
            key={days[i]!.day}
            className={`day-chart__bar${bar.negative ? ' day-chart__bar--negative' : ''}${i === bars.length - 1 ? ' day-chart__bar--today' : ''}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>{`${shortDay(days[i]!.day)}: ${format(days[i]!.value)}`}</title>
          </rect>
        ))}
      </svg>
      {days.length > 0 && (
        <div className="day-chart__axis" aria-hidden="true">
          <span>{shortDay(days[0]!.day)}</span>
          <span>{shortDay(days.at(-1)!.day)}</span>
        </div>
      )}
      <details className="day-chart__details">
        <summary>Figures by day</summary>
        <div
          className="day-chart__table-wrap"
          tabIndex={0}
          role="region"
          aria-label={`${title} by day`}
        >
          <table className="day-chart__table">
            <caption className="visually-hidden">{title} by day</caption>
            <thead>
              <tr>
                <th scope="col">Day (UTC)</th>
                <th scope="col">{unit}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row">
                    <time dateTime={d.day}>{shortDay(d.day)}</time>
                  </th>
                  <td>{format(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
