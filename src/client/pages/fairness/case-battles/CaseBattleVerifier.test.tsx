import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
