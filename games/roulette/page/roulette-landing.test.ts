import { describe, expect, it } from 'vitest';
import { rollingRound, rouletteBet } from './test-rounds';
import { rouletteLanding } from './roulette-landing';

describe('roulette landings', () => {
  it("name the slot and each of the streamer's bets, with the last bet's id", () => {
    const round = rollingRound(3);
    const bets = [rouletteBet('a', { option: 'RED' }), rouletteBet('b', { option: 'GREEN' })];
    expect(rouletteLanding(round, bets)).toEqual({ id: 'b', text: '3 · Red: Red won, Green lost' });
    expect(rouletteLanding(round, [])).toBeNull();
    expect(rouletteLanding({ ...round, slot: null, outcome: null }, bets)).toBeNull();
  });
});
