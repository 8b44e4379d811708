import { describe, expect, it } from 'vitest';
import { plinkoBucket, plinkoPath, plinkoTableE4 } from './core';
import { plinkoTimeline } from './viewerTimeline';

describe('plinkoTimeline', () => {
  const rounds = plinkoTimeline({
    values: { rows: '12', risk: 'medium' },
    seed: 's',
    count: 12,
    prefix: 'p-',
  });

  it('drops bursts of balls along the paths the core draws, one nonce per ball', () => {
    let nonce = 0;
    for (const round of rounds) {
      const [board, ...drops] = round.steps;
      expect(board?.command).toEqual({
        type: 'plinko:board',
        payload: { rows: 12, multipliers: plinkoTableE4(12, 'medium').map((e4) => e4 / 10_000) },
      });
      expect(drops.length).toBeGreaterThanOrEqual(1);
      expect(drops.length).toBeLessThanOrEqual(6);
      for (const [i, drop] of drops.entries()) {
        const path = plinkoPath({ serverSeed: 's', clientSeed: 'viewer', nonce: nonce++ }, 12);
        expect(drop.command).toMatchObject({
          type: 'plinko:drop',
          payload: { path, bucket: plinkoBucket(path) },
        });
        // a moment apart, never waiting for the one before to land: they fall together
        expect(drop.afterLanding).toBeFalsy();
        expect(drop.waitMs).toBe(i === 0 ? 0 : 110);
      }
    }
  });

  it('drops several balls at once in some rounds', () => {
    expect(rounds.some((r) => r.steps.length > 2)).toBe(true);
  });
});
