import { describe, expect, it } from 'vitest';
import { GAMES } from '../registry';
import { caseBattleGame } from './game';

describe('case battle manifest', () => {
  it('is registered as Case Battles with the 8% case edge, a room game with its own seats', () => {
    expect(GAMES).toContain(caseBattleGame);
    expect(caseBattleGame).toMatchObject({
      kind: 'case-battle',
      name: 'Case Battles',
      houseEdgeBps: 800,
      play: 'room',
      seatColumn: 'case_battle_id',
    });
  });
});
