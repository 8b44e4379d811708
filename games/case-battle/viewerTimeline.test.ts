import { describe, expect, it } from 'vitest';
import { demoCommands } from './scene/demoBattle';
import { caseBattleTimeline } from './viewerTimeline';

describe('caseBattleTimeline', () => {
  it('plays whole battles the battle core draws: seats, each round once the last landed, the result', () => {
    const values = { seats: '3', mode: 'VERSUS', option: 'none', rounds: '3' };
    const rounds = caseBattleTimeline({ values, seed: 's', count: 3, prefix: 'p-' });
    rounds.forEach((battle, i) => {
      const expected = demoCommands(`p-battle-${i}`, {
        seed: `s-${i}`,
        mode: 'VERSUS',
        options: [],
        playerAmount: 3,
        rounds: 3,
      });
      expect(battle.steps.map((s) => s.command)).toEqual([
        { type: 'case-battle:show', payload: expected.show },
        ...expected.rounds.map((payload) => ({ type: 'case-battle:round', payload })),
        { type: 'case-battle:result', payload: expected.result },
      ]);
      expect(battle.steps.slice(1).every((s) => s.afterLanding)).toBe(true);
    });
  });

  it('refuses teams without four seats', () => {
    expect(() =>
      caseBattleTimeline({
        values: { mode: 'TEAMS', seats: '2' },
        seed: 's',
        count: 1,
        prefix: '',
      }),
    ).toThrow('TEAMS needs 4 seats');
  });
});
