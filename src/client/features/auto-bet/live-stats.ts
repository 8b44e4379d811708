import type { Hundredths } from '../../../shared/money';

// The live stats of a game's session in this tab: every revealed bet, manual or auto.

export interface LiveStats {
  bets: number;
  wagered: Hundredths;
  profit: Hundredths;
  wins: number;
  losses: number;
  /** The running profit after each bet, oldest first (at most STATS_POINTS_MAX of them). */
  points: readonly Hundredths[];
}

/** How many points the chart keeps: older ones are thinned out, never the newest. */
export const STATS_POINTS_MAX = 400;

export const EMPTY_STATS: LiveStats = {
  bets: 0,
  wagered: 0,
  profit: 0,
  wins: 0,
  losses: 0,
  points: [],
};

/** Every second point of the older half: the curve's shape stays, its length is bounded. */
function thin(points: readonly Hundredths[]): Hundredths[] {
  const half = Math.floor(points.length / 2);
  return [...points.slice(0, half).filter((_, i) => i % 2 === 1), ...points.slice(half)];
}

/** The stats with one more revealed bet. A win nets a gain, a loss nets a loss. */
export function withBet(
  stats: LiveStats,
  bet: { stake: Hundredths; payout: Hundredths },
): LiveStats {
  const net = bet.payout - bet.stake;
  const profit = stats.profit + net;
  const points = [...stats.points, profit];
  return {
    bets: stats.bets + 1,
    wagered: stats.wagered + bet.stake,
    profit,
    wins: stats.wins + (net > 0 ? 1 : 0),
    losses: stats.losses + (net < 0 ? 1 : 0),
    points: points.length > STATS_POINTS_MAX ? thin(points) : points,
  };
}

export interface ChartGeometry {
  /** The SVG path of the profit line, from 0 before the first bet; '' with no bets. */
  line: string;
  /** The y of zero profit. */
  zeroY: number;
  /** The area between the line and zero, closed along the zero line. */
  area: string;
}

const fixed = (n: number) => Number(n.toFixed(2));

/** The profit line in a width x height box, scaled to its range, zero always in view. */
export function chartGeometry(
  points: readonly Hundredths[],
  width: number,
  height: number,
  pad = 2,
): ChartGeometry {
  const values = [0, ...points];
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const y = (value: Hundredths) => fixed(pad + ((top - value) / span) * (height - 2 * pad));
  const x = (index: number) => fixed((index / Math.max(1, values.length - 1)) * width);
  const zeroY = y(0);
  if (points.length === 0) return { line: '', zeroY, area: '' };
  const line = values.map((value, i) => `${i === 0 ? 'M' : 'L'}${x(i)} ${y(value)}`).join(' ');
  const area = `${line} L${x(values.length - 1)} ${zeroY} Z`;
  return { line, zeroY, area };
}
