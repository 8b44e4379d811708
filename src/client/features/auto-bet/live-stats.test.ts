import { describe, expect, it } from 'vitest';
import { chartGeometry, EMPTY_STATS, STATS_POINTS_MAX, withBet } from './live-stats';
import { createLiveStatsStore } from './live-stats-store';

describe('live stats', () => {
  it('adds up wagered, profit, wins and losses from the bets', () => {
    let stats = EMPTY_STATS;
    stats = withBet(stats, { stake: 100, payout: 198 });
    stats = withBet(stats, { stake: 200, payout: 0 });
    stats = withBet(stats, { stake: 100, payout: 50 }); // partial payout: a loss
    stats = withBet(stats, { stake: 100, payout: 100 }); // the stake back: neither
    expect(stats).toEqual({
      bets: 4,
      wagered: 500,
      profit: 98 - 200 - 50,
      wins: 1,
      losses: 2,
      points: [98, -102, -152, -152],
    });
  });

  it('keeps the chart bounded, the newest points whole', () => {
    let stats = EMPTY_STATS;
    for (let i = 1; i <= 1_000; i += 1) stats = withBet(stats, { stake: 100, payout: 200 });
    expect(stats.bets).toBe(1_000);
    expect(stats.profit).toBe(100_000);
    expect(stats.points.length).toBeLessThanOrEqual(STATS_POINTS_MAX);
    expect(stats.points.at(-1)).toBe(100_000);
    expect([...stats.points].sort((a, b) => a - b)).toEqual(stats.points);
  });

  it('draws the line from zero, scaled to the box, zero in view', () => {
    const { line, zeroY, area } = chartGeometry([100, -100, 200], 300, 104, 2);
    // values 0, 100, -100, 200 over x 0, 100, 200, 300; 200 at the top, -100 at the bottom
    expect(line).toBe('M0 68.67 L100 35.33 L200 102 L300 2');
    expect(zeroY).toBe(68.67);
    expect(area).toBe(`${line} L300 68.67 Z`);
  });

  it('draws nothing without bets and keeps a flat line in the box', () => {
    expect(chartGeometry([], 300, 100).line).toBe('');
    const flat = chartGeometry([0, 0], 300, 100, 2);
    expect(flat.line).toBe('M0 2 L150 2 L300 2');
  });

  it('records per game and resets one game only', () => {
    const store = createLiveStatsStore();
    store.getState().record('dice', { stake: 100, payout: 0 });
    store.getState().record('plinko', { stake: 100, payout: 300 });
    store.getState().reset('dice');
    expect(store.getState().stats.dice?.bets).toBe(0);
    expect(store.getState().stats.plinko?.profit).toBe(200);
  });
});
