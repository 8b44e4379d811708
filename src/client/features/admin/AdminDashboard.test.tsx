// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
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
    expect(countOf('KYC documents to review').textContent).toBe('1');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET']);
  });

  it('says which count could not be read and still shows the others', async () => {
    fakeFetch({
      'GET /api/admin/cashier/withdrawals': ok({ withdrawals: [] }),
      'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [{}, {}] }),
      'GET /api/admin/cashier/deposits/held': ok({ deposits: [] }),
      'GET /api/admin/kyc/documents': fail(403, 'FORBIDDEN', 'No'),
    });
    render(<AdminDashboard />);
    expect(await screen.findByText('Could not load')).toBeTruthy();
    expect(countOf('KYC documents to review').textContent).toBe('Could not load');
    expect(countOf('Withdrawals stuck at the provider').textContent).toBe('2');
  });
});
