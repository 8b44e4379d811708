import { describe, expect, it } from 'vitest';
import { demoCaseItems, demoCasePrice, demoOpening } from './scene/demoCase';
import { caseUnboxTimeline } from './viewerTimeline';

describe('caseUnboxTimeline', () => {
  it('opens the chosen number of cases at once, each item drawn by the case core', () => {
    const rounds = caseUnboxTimeline({ values: { count: '3' }, seed: 's', count: 4, prefix: 'p-' });
    let nonce = 0;
    rounds.forEach((round, i) => {
      expect(round.steps.map((s) => s.command)).toEqual([
        { type: 'case-unbox:reels', payload: { items: demoCaseItems, count: 3 } },
        {
          type: 'case-unbox:spin',
          payload: {
            id: `p-spin-${i}`,
            price: demoCasePrice,
            reels: [0, 1, 2].map((reel) => ({
              openingId: `p-opening-${i}-${reel}`,
              item: demoOpening('s', nonce++),
            })),
          },
        },
      ]);
    });
  });
});
