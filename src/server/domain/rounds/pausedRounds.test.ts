import { describe, expect, it } from 'vitest';
import type { GameSwitchboard } from '../games/gameSwitchboard';
import { mayOpenRound } from './pausedRounds';

// A paused round game opens no new round; its leader waits a moment before asking again.

const switchboardPausing = (...games: string[]) =>
  ({
    pausedGames: async () => new Map(games.map((game) => [game, 'maintenance'])),
  }) as unknown as GameSwitchboard;

describe('mayOpenRound', () => {
  it('opens the next round of a game that is not paused, at once', async () => {
    const started = Date.now();
    expect(await mayOpenRound(switchboardPausing('roulette'), 'crash', 5_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('refuses a paused game after waiting the recheck time', async () => {
    const started = Date.now();
    expect(await mayOpenRound(switchboardPausing('crash'), 'crash', 40)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
  });
});
