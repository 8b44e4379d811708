import { describe, expect, it } from 'vitest';
import { exampleServerPayloads } from '../../../src/shared/contract/examples';
import type { CaptureCaseOpening } from '../../../src/shared/contract/captureMines';
import { caseLandedText, caseReels, caseSpin } from './capture-case-opening';

const base = exampleServerPayloads['capture.case-opening'].data as CaptureCaseOpening;
const [glock, karambit] = base.case.items as [
  CaptureCaseOpening['case']['items'][number],
  CaptureCaseOpening['case']['items'][number],
];
const opening: CaptureCaseOpening = {
  ...base,
  openings: [
    { id: '0b7e3c1d-5a2f-4e8b-9c6d-1f2a3b4c5d6e', item: glock },
    { id: '1c8f4d2e-6b3a-4f9c-8d7e-2a3b4c5d6e7f', item: karambit },
  ],
  pace: 'turbo',
};

describe('case opening capture', () => {
  it('shows one reel per case opened, filled from the case’s items', () => {
    const reels = caseReels(opening, false);
    expect(reels.count).toBe(2);
    expect(reels.items.map((item) => item.name)).toEqual([glock.name, karambit.name]);
    expect(reels.items[1]).toMatchObject({ rarity: 'rare-special', price: 80_000, image: null });
  });

  it('spins onto the won items at the betting tab’s pace, named by the first opening', () => {
    const spin = caseSpin(opening, false);
    expect(spin.id).toBe(opening.openings[0]!.id);
    expect(spin.pace).toBe('turbo');
    expect(spin.price).toBe(base.case.price);
    expect(spin.reels.map(({ openingId, item }) => [openingId, item.name])).toEqual([
      [opening.openings[0]!.id, glock.name],
      [opening.openings[1]!.id, karambit.name],
    ]);
    expect(caseLandedText(opening)).toBe(`Recoil Case: ${glock.name}, ${karambit.name}`);
  });
});
