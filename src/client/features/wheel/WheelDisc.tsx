import { forwardRef, memo } from 'react';
import type { WheelSegment } from '../../../../games/reward-wheel/core';
import { formatAmount } from '../../ui/amount';

const RADIUS = 96;
const LABEL_RADIUS = 66;

/** A point `radius` from the centre at `degrees` clockwise from the top. */
function point(degrees: number, radius: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [radius * Math.sin(radians), -radius * Math.cos(radians)];
}

/** Labels run along their radius, turned so none reads upside down on the left half. */
const labelTurn = (middle: number) => (middle > 180 ? middle + 90 : middle - 90);

/** Colour steps by prize rank: the rarer the prize, the hotter its colour. */
const SHADES = [
  'wheel__seg--1',
  'wheel__seg--2',
  'wheel__seg--3',
  'wheel__seg--4',
  'wheel__seg--5',
];

/**
 * The wheel's face: equal slices in wheel order, clockwise from the top, each with its prize.
 * The caller turns the element it is given a ref to.
 */
export const WheelDisc = memo(
  forwardRef<HTMLDivElement, { segments: readonly WheelSegment[] }>(function WheelDisc(
    { segments },
    ref,
  ) {
    const ranks = [...new Set(segments.map((s) => s.prize))].sort((a, b) => a - b);
    const step = 360 / segments.length;
    return (
      <div className="wheel__disc" ref={ref}>
        <svg viewBox="-100 -100 200 200" aria-hidden="true" focusable="false">
          <circle r={RADIUS + 3} className="wheel__rim" />
          {segments.map((segment, index) => {
            const [x1, y1] = point(index * step, RADIUS);
            const [x2, y2] = point((index + 1) * step, RADIUS);
            const middle = (index + 0.5) * step;
            const [lx, ly] = point(middle, LABEL_RADIUS);
            const rank = ranks.indexOf(segment.prize);
            const shade =
              SHADES[
                Math.min(SHADES.length - 1, Math.max(0, rank - (ranks.length - SHADES.length)))
              ];
            return (
              <g key={index}>
                <path
                  className={`wheel__seg ${shade}`}
                  d={`M0 0 L${x1} ${y1} A${RADIUS} ${RADIUS} 0 0 1 ${x2} ${y2} Z`}
                />
                <text
                  className="wheel__label"
                  x={lx}
                  y={ly}
                  transform={`rotate(${labelTurn(middle)} ${lx} ${ly})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {formatAmount(segment.prize)}
                </text>
              </g>
            );
          })}
          <circle r={14} className="wheel__hub" />
        </svg>
      </div>
    );
  }),
);
