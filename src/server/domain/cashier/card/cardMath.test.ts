import { describe, expect, it } from 'vitest';
import { gemsOfCents, reversalShare } from './cardMath';

const paid = {
  cents: 2_500,
  reversedCents: 0,
  amount: 3_500,
  bonus: 175,
  held: 0,
  reversed: 0,
  shortfall: 0,
};

describe('card amounts', () => {
  it('buys 1.4 gems a dollar, rounded down', () => {
    expect(gemsOfCents(2_500)).toBe(3_500);
    expect(gemsOfCents(501)).toBe(701); // 701.4
    expect(gemsOfCents(100)).toBe(140);
  });

  it('takes back the whole payment and its bonus at a full reversal', () => {
    expect(reversalShare(paid, 2_500)).toEqual({
      cents: 2_500,
      due: 3_675,
      fromHeld: 0,
      fromBalance: 3_675,
    });
  });

  it('takes a share for a partial refund, and the rest with the last', () => {
    const first = reversalShare(paid, 1_000);
    expect(first).toEqual({ cents: 1_000, due: 1_470, fromHeld: 0, fromBalance: 1_470 });
    const after = { ...paid, reversedCents: 1_000, reversed: 1_000, shortfall: 470 };
    expect(reversalShare(after, 5_000)).toEqual({
      cents: 1_500,
      due: 2_205,
      fromHeld: 0,
      fromBalance: 2_205,
    });
  });

  it('counts nothing past what was captured', () => {
    const done = { ...paid, reversedCents: 2_500, reversed: 3_675 };
    expect(reversalShare(done, 2_500)).toEqual({ cents: 0, due: 0, fromHeld: 0, fromBalance: 0 });
  });

  it('takes held gems first: they never reached the balance', () => {
    const held = { ...paid, amount: 1_000, bonus: 50, held: 2_500 };
    expect(reversalShare(held, 2_500)).toEqual({
      cents: 2_500,
      due: 3_550,
      fromHeld: 2_500,
      fromBalance: 1_050,
    });
  });
});
