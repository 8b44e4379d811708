// Small builders for silhouette parts: closed paths of absolute M, L, H, V and Q commands,
// which both the SVG cards and a canvas draw alike.

type Point = readonly [number, number];

/** A rectangle from its top-left corner. */
export const box = (x: number, y: number, width: number, height: number): string =>
  `M${x} ${y}H${x + width}V${y + height}H${x}Z`;

/** A polygon through the points, in order. */
export const poly = (...points: Point[]): string =>
  `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;

/** A rounded-off tube: a rectangle whose two ends bulge by `cap` (a suppressor, a scope). */
export const tube = (x: number, y: number, width: number, height: number, cap = 2): string =>
  `M${x} ${y}H${x + width}Q${x + width + cap} ${y + height / 2} ${x + width} ${y + height}` +
  `H${x}Q${x - cap} ${y + height / 2} ${x} ${y}Z`;

/** Three quarters of a ring, open at its lower left (a karambit's finger ring). */
export const ring = (cx: number, cy: number, outer: number, inner: number): string =>
  `M${cx - outer} ${cy}Q${cx - outer} ${cy - outer} ${cx} ${cy - outer}` +
  `Q${cx + outer} ${cy - outer} ${cx + outer} ${cy}Q${cx + outer} ${cy + outer} ${cx} ${cy + outer}` +
  `V${cy + inner}Q${cx + inner} ${cy + inner} ${cx + inner} ${cy}Q${cx + inner} ${cy - inner} ${cx} ${cy - inner}` +
  `Q${cx - inner} ${cy - inner} ${cx - inner} ${cy}Z`;

/** A saw-toothed strip along a blade's spine, from x1 to x2 at height y, teeth up. */
export const teeth = (x1: number, x2: number, y: number, size = 2.5): string => {
  const points: Point[] = [[x1, y + size]];
  for (let x = x1; x + size * 2 <= x2; x += size * 2)
    points.push([x + size, y], [x + size * 2, y + size]);
  points.push([points.at(-1)![0], y + size + 1.5], [x1, y + size + 1.5]);
  return poly(...points);
};

/**
 * A path stretched upright by `factor` about the line y = `centre`: knives are long and
 * narrow, and at a card's size they read as sticks unless drawn taller than life.
 */
export function stretchY(d: string, centre: number, factor: number): string {
  const tokens = d.match(/[A-Za-z]|-?\d*\.?\d+/g) ?? [];
  const y = (value: string) =>
    String(Math.round((centre + (Number(value) - centre) * factor) * 10) / 10);
  const out: string[] = [];
  let command = '';
  let index = 0; // the coordinate's place within its command's arguments
  for (const token of tokens) {
    if (/[A-Za-z]/.test(token)) {
      command = token;
      index = 0;
      out.push(token);
      continue;
    }
    const isY = command === 'V' || ('MLQ'.includes(command) && index % 2 === 1);
    out.push(isY ? y(token) : token);
    index++;
  }
  return out.join(' ').replace(/ ?([A-Za-z]) ?/g, '$1');
}
