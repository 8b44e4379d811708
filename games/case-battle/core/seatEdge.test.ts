import { describe, expect, it } from 'vitest';
import { casePrice } from '../../case-unbox/core/price';
import { battleSeatHouseEdgeE4 } from './seatEdge';

const coin = [
  { price: 100, tickets: 50_000 },
  { price: 300, tickets: 50_000 },
];

describe('battleSeatHouseEdgeE4', () => {
  it('is the seat price less the expected value, in hundredths x 10^-4', () => {
    // Expected value 200, priced 218 by the rule: the house keeps 18 hundredths per case.
    expect(casePrice(coin)).toBe(218);
    expect(battleSeatHouseEdgeE4([{ price: 218, amount: 1, items: coin }])).toBe(180_000);
    expect(battleSeatHouseEdgeE4([{ price: 218, amount: 3, items: coin }])).toBe(540_000);
  });

  it('rounds down, and is 0 when the cases return all they cost or more', () => {
    const odd = [
      { price: 1, tickets: 1 },
      { price: 0, tickets: 99_999 },
    ];
    // Expected value 0.00001 hundredths: 1 x 10^4 - 0.1 = 9,999.9.
    expect(battleSeatHouseEdgeE4([{ price: 1, amount: 1, items: odd }])).toBe(9_999);
    expect(battleSeatHouseEdgeE4([{ price: 200, amount: 1, items: coin }])).toBe(0);
    expect(battleSeatHouseEdgeE4([{ price: 150, amount: 1, items: coin }])).toBe(0);
  });
});
