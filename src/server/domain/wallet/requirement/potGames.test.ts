import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../../games/registry';
import { POT_GAMES, SHARED_POT_BET_SQL } from './potGames';

describe('pot games', () => {
  it('are the games between players: coin flip by its room, case battles by their battle', () => {
    expect(POT_GAMES).toEqual({ 'coin-flip': 'room_id', 'case-battle': 'case_battle_id' });
  });

  it('leave every other game staking against the house, round games included', () => {
    const house = GAMES.filter((game) => !(game.kind in POT_GAMES)).map((game) => game.kind);
    expect(house.sort()).toEqual(
      ['case-unbox', 'crash', 'dice', 'mines', 'plinko', 'roulette', 'skin-upgrader'].sort(),
    );
  });

  it('look a shared pot up by each pot column once', () => {
    for (const column of ['room_id', 'case_battle_id']) {
      expect(SHARED_POT_BET_SQL).toContain(`b.${column} IS NOT NULL`);
      expect(SHARED_POT_BET_SQL).toContain(`o.${column} = b.${column}`);
    }
  });
});
