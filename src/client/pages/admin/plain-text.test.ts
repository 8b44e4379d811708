import { describe, expect, it } from 'vitest';
import { plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it('reads text, mentions, emotes and amounts as one line', () => {
    expect(
      plainTextOf([
        { type: 'TEXT', value: 'hi ' },
        { type: 'MENTION', userId: '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f', username: 'ann' },
        { type: 'BREAK_LINE' },
        { type: 'EMOTE', _id: 'kappa', image: '/e/kappa.png', name: 'kappa' },
        { type: 'TEXT', value: ' won ' },
        { type: 'CURRENCY', amount: 12_345 },
      ]),
    ).toBe('hi @ann :kappa: won 123.45');
  });
});
