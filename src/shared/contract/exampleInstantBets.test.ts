import { describe, expect, it } from 'vitest';
import { derivedInstantBetExamples } from './exampleInstantBets';
import { httpCalls, type HttpCallName } from './index';

// A game's example answer computed from its example choice is one its call can give.
describe('derived instant bet examples', () => {
  const names = Object.keys(derivedInstantBetExamples) as HttpCallName[];

  it('cover the games that declare an example choice (dice does)', () => {
    expect(names).toContain('diceBet');
  });

  it.each(names)('%s parses as its call answers', (name) => {
    const example = derivedInstantBetExamples[name as keyof typeof derivedInstantBetExamples];
    expect(httpCalls[name].response.safeParse(example).error?.issues).toBeUndefined();
  });

  it('settle the example with the rules: dice over 50.00 on these seeds', () => {
    const { bet } = derivedInstantBetExamples.diceBet;
    expect(bet.outcome).toMatchObject({ target: 5000, direction: 'over', chance: 5000 });
    expect(bet.payout).toBe(bet.outcome.win ? 198 : 0);
  });
});
