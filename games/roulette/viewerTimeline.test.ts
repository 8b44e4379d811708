import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../fair';
import { rouletteRoundHmac, rouletteSlotFromHmac } from './core';
import { rouletteTimeline } from './viewerTimeline';

describe('rouletteTimeline', () => {
  it('counts betting down, then rolls onto the slot the core draws, then shows the result', () => {
    const rounds = rouletteTimeline({
      values: { betting: '2.5' },
      seed: 's',
      count: 5,
      prefix: 'p-',
    });
    rounds.forEach((round, nonce) => {
      const slot = rouletteSlotFromHmac(rouletteRoundHmac(sha256Hex(`s:${nonce}`), 'viewer-salt'));
      const roundId = `p-round-${nonce}`;
      const [betting, roll, result] = round.steps;
      expect(betting?.command).toEqual({
        type: 'roulette:betting',
        payload: { roundId, endsInMs: 2_500 },
      });
      expect(roll).toMatchObject({
        waitMs: 2_500, // the countdown runs out first, on the server's clock
        command: { type: 'roulette:roll', payload: { id: `p-roll-${nonce}`, roundId, slot } },
      });
      expect(result).toMatchObject({
        afterLanding: true,
        command: { type: 'roulette:result', payload: { roundId, slot } },
      });
    });
  });

  it('bets for the game’s 15 s without a betting field', () => {
    const [round] = rouletteTimeline({ values: {}, seed: 's', count: 1, prefix: '' });
    expect(round?.steps[1]?.waitMs).toBe(15_000);
  });
});
