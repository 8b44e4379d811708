import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameByKey, games } from './games';

describe('game catalogue', () => {
  it('lists the nine lobby games in order', () => {
    expect(games.map((game) => game.name)).toEqual([
      'Mines',
      'Plinko',
      'Roulette',
      'Crash',
      'Coin Flip',
      'Dice',
      'Skin Upgrader',
      'Case Opening',
      'Case Battles',
    ]);
  });

  it('gives every game unique routes, with the spec cs2- aliases', () => {
    const paths = games.flatMap((game) => [game.path, ...game.aliases]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9-]+$/);
    expect(gameByKey('mines').aliases).toContain('/cs2-mines');
    expect(gameByKey('case-battles').aliases).toContain('/cs2-case-battles');
  });

  it('uses an existing colour token for each accent', () => {
    const tokens = readFileSync(join(import.meta.dirname, '../../ui/tokens.css'), 'utf8');
    for (const game of games) {
      expect(game.accent).toMatch(/^--(rarity|color)-[a-z-]+$/);
      expect(tokens, game.accent).toContain(`${game.accent}:`);
    }
  });
});
