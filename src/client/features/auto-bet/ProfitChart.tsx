import { useId } from 'react';
import type { Hundredths } from '../../../shared/money';
import { netWords } from '../instant-games/format';
import { chartGeometry } from './live-stats';

const WIDTH = 300;
const HEIGHT = 96;

/** What the chart shows, in words: screen readers get this instead of the drawing. */
export function chartSummary(points: readonly Hundredths[], bets: number): string {
  if (points.length === 0) return 'Profit chart: no bets yet.';
  const low = Math.min(0, ...points);
  const high = Math.max(0, ...points);
  const last = points.at(-1) ?? 0;
  return `Profit chart over ${bets} ${bets === 1 ? 'bet' : 'bets'}: now ${netWords(last)}, lowest ${netWords(low)}, highest ${netWords(high)}.`;
}

/** The running profit after each bet: green above zero, red below, a line at zero. */
export function ProfitChart({ points, bets }: { points: readonly Hundredths[]; bets: number }) {
  // useId's punctuation is not safe inside url(#…).
  const id = `chart${useId().replace(/[^\w-]/g, '')}`;
  const { line, area, zeroY } = chartGeometry(points, WIDTH, HEIGHT);
  return (
    <svg
      className="profit-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={chartSummary(points, bets)}
      data-testid="profit-chart"
    >
      <defs>
        <clipPath id={`${id}-gain`}>
          <rect x="0" y="0" width={WIDTH} height={zeroY} />
        </clipPath>
        <clipPath id={`${id}-loss`}>
          <rect x="0" y={zeroY} width={WIDTH} height={HEIGHT - zeroY} />
        </clipPath>
      </defs>
      {area && (
        <>
          <path className="profit-chart__gain" d={area} clipPath={`url(#${id}-gain)`} />
          <path className="profit-chart__loss" d={area} clipPath={`url(#${id}-loss)`} />
        </>
      )}
      <line className="profit-chart__zero" x1="0" x2={WIDTH} y1={zeroY} y2={zeroY} />
      {line && <path className="profit-chart__line" d={line} />}
    </svg>
  );
}
