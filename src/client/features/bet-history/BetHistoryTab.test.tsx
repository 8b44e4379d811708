import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from '../../router';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleHistoryBets } from '../../../shared/contract/exampleHistory';
import { HistoryRow } from './BetHistoryTab';
import { loadHistoryLines } from './bet-history-display';

function render(element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const row = (game: string, revealed: Parameters<typeof HistoryRow>[0]['revealed'] = []) =>
  render(
    <HistoryRow bet={exampleHistoryBets.find((bet) => bet.game === game)!} revealed={revealed} />,
  );

describe('<HistoryRow>', () => {
  // The tab loads them with each page of records before it shows the rows.
  beforeAll(() => loadHistoryLines(exampleHistoryBets.map((bet) => bet.game)));

  it('shows a round bet with its figures and a link that checks its round', () => {
    const html = row('crash');
    expect(html).toContain('data-game="crash"');
    expect(html).toContain('<span class="bet-history__game">Crash</span>');
    expect(html).toContain('Cashed out at 2.50x · crashed at 4.31x');
    expect(html).toContain('2.50x');
    expect(html).toContain('+15.00');
    expect(html).toContain('Round 812');
    expect(html).toMatch(/href="\/fairness\/roulette\?game=crash&amp;hash=b{64}"/);
  });

  it('waits for the seed rotation before a seeded bet verifies, then links with the seed', () => {
    expect(row('dice')).toContain('Verify (after you rotate your seed)');
    const seed = 'f'.repeat(64);
    const dice = exampleHistoryBets.find((bet) => bet.game === 'dice')!;
    const html = row('dice', [
      {
        serverSeed: seed,
        serverSeedHash: dice.game === 'dice' ? dice.fairness.serverSeedHash : '',
        clientSeed: 'my-lucky-seed',
        nonce: 7,
        createdAt: '2025-01-15T12:00:00.000Z',
        revealedAt: '2025-01-16T12:00:00.000Z',
      },
    ]);
    expect(html).toContain(`serverSeed=${seed}`);
    expect(html).not.toContain('after you rotate');
  });

  it('links a coin flip to the coin flip verifier at once (its seed is revealed by the flip)', () => {
    const html = row('coin-flip');
    expect(html).toContain('CT · CT won');
    expect(html).toMatch(
      /href="\/fairness\/coinflip\?serverSeed=d{64}&amp;serverSeedHash=a{64}&amp;beaconValue=e{64}"/,
    );
  });
});
