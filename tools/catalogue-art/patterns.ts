// The surface pattern of a case's shell: drawn in a lighter tint of its colour over the
// body, clipped to it, so two cases of one series and emblem still read apart.

/** The body every pattern is drawn over (the drawing's crate). */
export const BODY = { x: 16, y: 30, width: 160, height: 86 } as const;

export const PATTERNS = ['stripes', 'chevrons', 'dots', 'grid', 'waves', 'scales'] as const;
export type PatternName = (typeof PATTERNS)[number];

const { x, y, width, height } = BODY;
const right = x + width;
const bottom = y + height;

/** A range of numbers from `from` below `to` by `step`. */
function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let at = from; at < to; at += step) out.push(at);
  return out;
}

/** The pattern as path data covering the body (the caller clips it to the body). */
export function patternPath(pattern: PatternName): string {
  switch (pattern) {
    case 'stripes':
      return steps(x - height, right, 16)
        .map((at) => `M${at} ${bottom}L${at + height} ${y}H${at + height + 6}L${at + 6} ${bottom}Z`)
        .join('');
    case 'chevrons':
      return steps(y - 6, bottom, 14)
        .map(
          (at) =>
            `M${x} ${at}L96 ${at + 12}L${right} ${at}V${at + 4}L96 ${at + 16}L${x} ${at + 4}Z`,
        )
        .join('');
    case 'dots':
      return steps(y + 6, bottom, 12)
        .flatMap((cy, row) =>
          steps(x + 6 + (row % 2) * 6, right, 12).map(
            (cx) => `M${cx - 2} ${cy}A2 2 0 1 0 ${cx + 2} ${cy}A2 2 0 1 0 ${cx - 2} ${cy}Z`,
          ),
        )
        .join('');
    case 'grid':
      return [
        ...steps(x + 10, right, 20).map((at) => `M${at} ${y}H${at + 2}V${bottom}H${at}Z`),
        ...steps(y + 10, bottom, 20).map((at) => `M${x} ${at}H${right}V${at + 2}H${x}Z`),
      ].join('');
    case 'waves': {
      // A zigzag band per row: its top edge left to right, then the bottom edge back.
      const xs = steps(x, right + 10, 10);
      return steps(y + 4, bottom, 14)
        .map((at) => {
          const top = xs.map((px, i) => `${px} ${at + (i % 2 ? -4 : 4)}`);
          const under = xs.map((px, i) => `${px} ${at + 3 + (i % 2 ? -4 : 4)}`).reverse();
          return `M${top.join('L')}L${under.join('L')}Z`;
        })
        .join('');
    }
    case 'scales':
      return steps(y, bottom + 10, 10)
        .flatMap((cy, row) =>
          steps(x - 10 + (row % 2) * 10, right + 10, 20).map(
            (cx) =>
              `M${cx - 10} ${cy}A10 10 0 0 0 ${cx + 10} ${cy}H${cx + 8}A8 8 0 0 1 ${cx - 8} ${cy}Z`,
          ),
        )
        .join('');
  }
}
