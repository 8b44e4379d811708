// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { dashboardExampleResponses } from '../../../shared/contract/exampleDashboard';
import { relativeTimeTicker } from '../../lib/time/now-ticker';
import { AdminDashboard } from './AdminDashboard';

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

/** The count shown beside a queue's label. */
const countOf = (label: string) =>
  within(screen.getByText(label).closest('li')!).getByText(/^(\d+\+?|Could not load)$/);

describe('<AdminDashboard>', () => {
  it('counts each queue waiting for staff from the server lists', async () => {
    const requests = fakeFetch({
      'GET /api/admin/cashier/withdrawals': ok({ withdrawals: [{}, {}, {}] }),
      'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [] }),
      'GET /api/admin/cashier/deposits/held': ok({ deposits: Array.from({ length: 200 }) }),
      'GET /api/admin/cashier/skins/held': ok({ deposits: [{}, {}] }),
      'GET /api/admin/kyc/documents': ok({ documents: [{}] }),
    });
    render(<AdminDashboard />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect((await screen.findByText('3')).closest('li')!.textContent).toContain(
      'Withdrawals waiting for approval',
    );
    expect(countOf('Withdrawals stuck at the provider').textContent).toBe('0');
    // The cashier's lists stop at 200: a full one is "at least".
    expect(countOf('Deposits held').textContent).toBe('200+');
    expect(countOf('Skin deposits held').textContent).toBe('2');
    expect(countOf('KYC documents to review').textContent).toBe('1');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'GET', 'GET']);
  });

  it('says which count could not be read and still shows the others', async () => {
    fakeFetch({
      'GET /api/admin/cashier/withdrawals': ok({ withdrawals: [] }),
      'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [{}, {}] }),
      'GET /api/admin/cashier/deposits/held': ok({ deposits: [] }),
      'GET /api/admin/cashier/skins/held': ok({ deposits: [] }),
      'GET /api/admin/kyc/documents': fail(403, 'FORBIDDEN', 'No'),
    });
    render(<AdminDashboard />);
    expect(await screen.findByText('Could not load')).toBeTruthy();
    expect(countOf('KYC documents to review').textContent).toBe('Could not load');
    expect(countOf('Withdrawals stuck at the provider').textContent).toBe('2');
  });

  it('shows today, a chart per series, the returns, what is owed and the ledger check', async () => {
    const served = structuredClone(dashboardExampleResponses.adminDashboard);
    served.days[29] = {
      day: '2025-01-15',
      activePlayers: 41,
      signUps: 7,
      deposits: 123_456,
      withdrawals: 20_000,
      wagered: 500_000,
      paid: 512_345,
      houseResult: -12_345,
    };
    // The page's shared clock last read the time when something last listened: read it now,
    // and put the check well inside its fifth minute, so a slow run still says 5 minutes.
    relativeTimeTicker.subscribe(() => {})();
    served.ledgerCheck.last = {
      at: new Date(Date.now() - 5 * 60_000 - 20_000).toISOString(),
      by: 'schedule',
      invariants: 8,
      problems: 1,
      findings: ['transfer whose legs do not sum to zero: [{"transfer_id":9,"total":1}]'],
      entries: 48_211,
      tookMs: 412,
    };
    fakeFetch({
      'GET /api/admin/cashier/withdrawals': ok({ withdrawals: [] }),
      'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [] }),
      'GET /api/admin/cashier/deposits/held': ok({ deposits: [] }),
      'GET /api/admin/cashier/skins/held': ok({ deposits: [] }),
      'GET /api/admin/kyc/documents': ok({ documents: [] }),
      'GET /api/admin/dashboard': ok(served),
    });
    render(<AdminDashboard />);
    const todayHeading = await screen.findByRole('heading', { level: 2, name: /^Today/ });
    const today = todayHeading.closest('section')!;
    const figure = (label: string) =>
      within(today).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(figure('Active players')).toBe('41');
    expect(figure('Sign-ups')).toBe('7');
    expect(figure('Deposits')).toBe('1,234.56 gems');
    expect(figure('Withdrawals')).toBe('200.00 gems');
    expect(figure('Wagered')).toBe('5,000.00 gems');
    expect(figure('Paid')).toBe('5,123.45 gems');
    expect(figure('House result')).toBe('-123.45 gems');

    // Seven charts, each an image with a title and words for a screen reader.
    const charts = screen.getAllByRole('img');
    expect(charts).toHaveLength(7);
    for (const chart of charts) expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Deposits' })).toBeTruthy();
    const houseChart = screen.getByRole('img', { name: 'House result' });
    expect(
      document.getElementById(houseChart.getAttribute('aria-describedby')!)!.textContent,
    ).toContain('Today -123.45 gems.');
    expect(screen.getAllByText('Figures by day')).toHaveLength(7);

    const returns = screen.getByRole('table', { name: 'Returns by game, last 30 days' });
    expect(within(returns).getAllByRole('row')[1]!.textContent).toBe(
      'dice1,2006,000.005,904.0099.00%98.40%95.00% – 103.00%Yes',
    );

    const owed = screen.getByRole('heading', { name: 'Owed to players' }).closest('section')!;
    expect(within(owed).getByText('In all').nextElementSibling!.textContent).toBe('49,050.00 gems');
    expect(within(owed).getByText('Jackpot pool').nextElementSibling!.textContent).toBe(
      '735.10 gems',
    );

    const ledger = screen.getByRole('heading', { name: 'Ledger check' }).closest('section')!;
    expect(ledger.textContent).toContain(
      'Last checked 5 minutes ago by the scheduled check on the round leader',
    );
    expect(ledger.textContent).toContain('1 of 8 invariants broken');
    expect(ledger.textContent).toContain('transfer whose legs do not sum to zero');
    expect(ledger.textContent).toContain('The round leader checks every 60 minutes');
  });

  it('keeps the queues when the figures cannot be read', async () => {
    fakeFetch({
      'GET /api/admin/cashier/withdrawals': ok({ withdrawals: [{}] }),
      'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [] }),
      'GET /api/admin/cashier/deposits/held': ok({ deposits: [] }),
      'GET /api/admin/cashier/skins/held': ok({ deposits: [] }),
      'GET /api/admin/kyc/documents': ok({ documents: [] }),
      'GET /api/admin/dashboard': fail(403, 'FORBIDDEN', 'Admins only'),
    });
    render(<AdminDashboard />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load the site’s figures: Admins only',
    );
    expect(countOf('Withdrawals waiting for approval').textContent).toBe('1');
  });
});
