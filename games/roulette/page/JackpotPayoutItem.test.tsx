import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RouletteJackpotPayout } from '../../../src/shared/contract/roulette';
import { JackpotPayoutItem } from './JackpotPayoutItem';

const paid: RouletteJackpotPayout = {
  roundId: 6,
  number: 6,
  amount: 5_000,
  pool: 5_000,
  claims: 23_500,
  winners: [
    { username: 'early', amount: 4_787, claim: 22_500 },
    { username: 'late', amount: 213, claim: 1_000 },
  ],
  endedAt: '2026-11-24T12:00:24.000Z',
};

const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

describe('<JackpotPayoutItem>', () => {
  it('shows the pool, all claims and each winner’s part and claim', () => {
    const text = textOf(renderToStaticMarkup(<JackpotPayoutItem paid={paid} />));
    expect(text).toContain('Pool 50.00 gems, claims 235.00 gems');
    expect(text).toContain('early 47.87 gems (claim 225.00 gems)');
    expect(text).toContain('late 2.13 gems (claim 10.00 gems)');
  });

  it('leaves claims out for a payout made before claims', () => {
    const old = {
      ...paid,
      claims: null,
      winners: paid.winners.map((w) => ({ ...w, claim: null })),
    };
    const text = textOf(renderToStaticMarkup(<JackpotPayoutItem paid={old} />));
    expect(text).not.toContain('claim');
    expect(text).toContain('early 47.87 gems');
  });
});
