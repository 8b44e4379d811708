import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '../../../src/client/router';
import { describe, expect, it } from 'vitest';
import { BattleReplayTable } from './BattleReplayTable';
import { verifyCaseBattle } from './battle-verify';
import CaseBattleVerifierSection from './CaseBattleVerifierSection';

const flat = {
  name: 'Flat Case',
  amount: 1,
  price: 8,
  items: [{ name: 'Same', price: 7, tickets: 100_000 }],
};

describe('<BattleReplayTable>', () => {
  it('shows every pull with its ticket, respins, totals and payouts', () => {
    const check = verifyCaseBattle({
      serverSeed: 'seed',
      serverSeedHash: '',
      beaconValue: 'abc',
      mode: 'VERSUS',
      options: ['RESPIN'],
      playerAmount: 2,
      cases: [flat],
    });
    if (!check.ok) throw new Error(check.error);
    const html = renderToStaticMarkup(
      <BattleReplayTable check={check} seatNames={['ana', 'ben']} />,
    ).replaceAll('<!-- -->', '');
    expect(html).toContain('<th scope="col">ana</th><th scope="col">ben</th>');
    expect(html.match(/ \(respin: decides the tie only\)/g)).toHaveLength(10);
    expect(html.match(/>Same</g)).toHaveLength(22);
    expect(html).toContain(
      `0.07 · ticket ${check.rounds[0]!.pulls[0]!.ticket.toLocaleString('en-US')}`,
    );
    // One bought pull of 0.07 each; the 10 tied respins add nothing, and the pot splits.
    expect(html).toContain(
      '<th scope="row">Total bought (respins add nothing)</th><td>0.07</td><td>0.07</td>',
    );
    expect(html).toContain('Paid out</th><td class="battle-replay__paid">0.07</td>');
  });

  it('shows the hundredth a bought pull carries back from its case price’s rounding', () => {
    // The Flat Case costs 0.08 for a 0.07 item: each bought pull carries 0.01 back with
    // probability 0.36 (0.92 x 0.08 - 0.07). Battles are tried until one seat's does.
    const checks = Array.from({ length: 20 }, (_, n) =>
      verifyCaseBattle({
        serverSeed: 'seed',
        serverSeedHash: '',
        beaconValue: `b${n}`,
        mode: 'VERSUS',
        options: [],
        playerAmount: 2,
        cases: [flat],
      }),
    );
    const check = checks.find((c) => c.ok && c.rounds[0]!.pulls.some((p) => p!.value === 8));
    if (!check?.ok) throw new Error('no pull carried the hundredth');
    const html = renderToStaticMarkup(
      <BattleReplayTable check={check} seatNames={['ana', 'ben']} />,
    ).replaceAll('<!-- -->', '');
    const back = check.rounds[0]!.pulls.findIndex((pull) => pull!.value === 8);
    const ticket = check.rounds[0]!.pulls[back]!.ticket.toLocaleString('en-US');
    expect(html).toContain(`0.07 + 0.01 rounding given back · ticket ${ticket}`);
    const totals = check.totals.map((total) => `<td>${(total / 100).toFixed(2)}</td>`).join('');
    expect(check.totals[back]).toBe(8);
    expect(html).toContain(`<th scope="row">Total bought (respins add nothing)</th>${totals}`);
    // The tied items split the pot, the hundredth given back included.
    expect(check.result.payouts.reduce((a, b) => a + b, 0)).toBe(
      check.totals.reduce((a, b) => a + b, 0),
    );
  });
});

describe('<CaseBattleVerifierSection>', () => {
  it('labels every input of the verifier', () => {
    const router = createMemoryRouter([{ path: '*', element: <CaseBattleVerifierSection /> }], {
      initialEntries: ['/fairness/case-battles'],
    });
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    for (const label of [
      'Battle id',
      'Server seed',
      'Beacon value',
      'Mode',
      'Seats',
      'Case 1',
      'Times',
    ]) {
      expect(html).toContain(`>${label}</label>`);
    }
    for (const option of ['INVERSE', 'LAST_ROUND', 'ROLL', 'FAST_SPIN', 'KING', 'RESPIN']) {
      expect(html).toContain(`value="${option}"`);
    }
    expect(html).toContain('Free-for-All');
    expect(html).toContain('Fill in the values and press Verify.');
  });
});
