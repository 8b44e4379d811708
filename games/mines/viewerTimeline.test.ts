import { describe, expect, it } from 'vitest';
import { minePositions } from './core';
import { minesTimeline } from './viewerTimeline';

describe('minesTimeline', () => {
  const rounds = minesTimeline({ values: { mines: '5' }, seed: 's', count: 30, prefix: 'p-' });

  it('plays games whose mines the core placed: picks, then a cash-out or a mine', () => {
    rounds.forEach((round, nonce) => {
      const mines = minePositions({ serverSeed: 's', clientSeed: 'viewer', nonce }, 5);
      const [board, ...rest] = round.steps;
      expect(board?.command).toEqual({
        type: 'mines:board',
        payload: { revealed: [], minePositions: null, state: 'active' },
      });
      const picks = rest.filter((s) => s.command.type === 'mines:reveal');
      const tiles = picks.map((s) => (s.command.payload as { tile: number }).tile);
      expect(new Set(tiles).size).toBe(tiles.length);
      expect(picks.length).toBeGreaterThanOrEqual(1);
      expect(picks.length).toBeLessThanOrEqual(5);
      for (const [i, tile] of tiles.entries()) {
        expect((picks[i]!.command.payload as { mine: boolean }).mine).toBe(mines.includes(tile));
      }
      // every pick waits for the one before it to land
      expect(rest.every((s) => s.afterLanding)).toBe(true);
      const last = rest.at(-1)!.command;
      if (last.type === 'mines:cashout') {
        expect(tiles.some((t) => mines.includes(t))).toBe(false);
        expect(last.payload.minePositions).toEqual(mines);
      } else {
        expect(last).toMatchObject({ type: 'mines:reveal', payload: { mine: true } });
        expect(last.payload).toMatchObject({ minePositions: mines });
        expect(tiles.slice(0, -1).some((t) => mines.includes(t))).toBe(false);
      }
    });
  });

  it('ends some games on a mine and cashes others out', () => {
    const ends = rounds.map((r) => r.steps.at(-1)!.command.type);
    expect(ends).toContain('mines:cashout');
    expect(ends).toContain('mines:reveal');
  });
});
