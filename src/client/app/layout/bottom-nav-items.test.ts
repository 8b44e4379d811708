import { describe, expect, it } from 'vitest';
import { LOBBY_GAMES } from '../../../../games/registry.client';
import { BAR_GAMES_MAX, bottomNavGames, type BarGame } from './bottom-nav-items';

describe('bottomNavGames', () => {
  it('offers only playable games, cases first, then the lobby order', () => {
    const games: BarGame[] = [
      { key: 'mines', name: 'Mines', available: true },
      { key: 'roulette', name: 'Roulette', available: false },
      { key: 'dice', name: 'Dice', available: true },
      { key: 'case-opening', name: 'Case Opening', available: true },
      { key: 'case-battles', name: 'Case Battles', available: false },
    ];
    expect(bottomNavGames(games)).toEqual([
      { key: 'case-opening', to: '/case-opening', label: 'Cases' },
      { key: 'mines', to: '/mines', label: 'Mines' },
      { key: 'dice', to: '/dice', label: 'Dice' },
    ]);
  });

  it('keeps the bar within its cells when many games are playable', () => {
    const many: BarGame[] = ['mines', 'plinko', 'roulette', 'crash', 'dice'].map((key) => ({
      key: key as BarGame['key'],
      name: key,
      available: true,
    }));
    expect(bottomNavGames(many)).toHaveLength(BAR_GAMES_MAX);
  });

  it('matches what this build can play', () => {
    const offered = bottomNavGames(LOBBY_GAMES).map((item) => item.key);
    const playable = LOBBY_GAMES.filter((game) => game.available).map((game) => game.key);
    expect(offered.length).toBeGreaterThan(0);
    for (const key of offered) expect(playable).toContain(key);
    // Cases first, then the lobby's order: the first playable games fill the bar.
    expect(offered).toEqual(['case-opening', 'mines', 'plinko', 'roulette']);
    expect(offered).not.toContain('case-battles');
  });
});
