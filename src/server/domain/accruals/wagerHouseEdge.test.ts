import { describe, expect, it } from 'vitest';
import { wagerHouseEdgeE4 } from './wagerHouseEdge';

describe('wagerHouseEdgeE4', () => {
  it('is the stake times the nominal edge when the bet states none', () => {
    expect(wagerHouseEdgeE4(1_000, 800, null)).toBe(800_000);
    expect(wagerHouseEdgeE4(1_000, 800, { seat: 0 })).toBe(800_000);
  });

  it('takes the bet’s own edge when lower, never a higher one', () => {
    expect(wagerHouseEdgeE4(1_000, 800, { houseEdgeE4: 10_000 })).toBe(10_000);
    expect(wagerHouseEdgeE4(1_000, 800, { houseEdgeE4: 0 })).toBe(0);
    expect(wagerHouseEdgeE4(1_000, 800, { houseEdgeE4: 900_000 })).toBe(800_000);
  });

  it('ignores a stated edge that is not a whole number from 0', () => {
    expect(wagerHouseEdgeE4(1_000, 800, { houseEdgeE4: -1 })).toBe(800_000);
    expect(wagerHouseEdgeE4(1_000, 800, { houseEdgeE4: '5' })).toBe(800_000);
    expect(wagerHouseEdgeE4(1_000, 800, { houseEdgeE4: 1.5 })).toBe(800_000);
  });
});
