import { describe, expect, it } from 'vitest';
import { CLIENT_REWARD_GAMES, LOBBY_GAMES } from '../../../../games/registry.client';
import { fairnessOverview } from '../../features/content/fairness/overview';
import { GAME_FAIRNESS_DOCS, fairnessDocOf } from './game-fairness-docs';

describe('the fairness pages’ explanations', () => {
  it('come from every game with a fairness page, each on its own page', () => {
    const pages = [
      ...LOBBY_GAMES.filter((game) => game.fairness).map((game) => game.key),
      ...CLIENT_REWARD_GAMES.map((game) => game.fairness.slug),
    ];
    expect([...GAME_FAIRNESS_DOCS.keys()].sort()).toEqual([...pages].sort());
    for (const slug of pages) expect(fairnessDocOf(slug).slug).toBe(slug);
  });

  it('fall back to how it works overall', () => {
    expect(fairnessDocOf('')).toBe(fairnessOverview);
    expect(fairnessDocOf('no-such-game')).toBe(fairnessOverview);
  });
});
