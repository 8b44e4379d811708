// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '../../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import CashierPage from './CashierPage';

const WITHDRAWAL = {
  id: '3f6a1c2e-9b7d-4e21-8a5c-1d2e3f4a5b6c',
  kind: 'WITHDRAWAL',
  status: 'PENDING_APPROVAL',
  symbol: 'BTC',
  blockchain: 'BTC',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  coinAmount: '0.00125',
  amount: 40_000,
  bonus: 0,
  fee: 700,
  confirmations: 0,
  requiredConfirmations: 0,
  txId: null,
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  user: { id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d', username: 'player_one' },
};
const HELD_SKINS = {
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  method: 'SKINS',
  kind: 'DEPOSIT',
  status: 'HELD',
  offerId: '7834109925',
  offerUrl: 'https://steamcommunity.com/tradeoffer/7834109925/',
  steamId: '76561198000000001',
  items: [
    { assetId: '1001', marketName: 'AK-47 | Redline (Field-Tested)', value: 2_400, gems: 2_160 },
    { assetId: '1002', marketName: 'AWP | Asiimov (Field-Tested)', value: 9_000, gems: 8_100 },
  ],
  value: 11_400,
  gems: 10_260,
  amount: 0,
  bonus: 0,
  held: 10_260,
  reversed: 0,
  reason: '102.60 gems held for review: you excluded yourself',
  protectedUntil: '2999-01-08T00:00:00.000Z',
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  user: { id: '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d', username: 'skin_player' },
};
const SEARCH = 'GET /api/admin/cashier/transactions?limit=25';

let location = '';
function Where() {
  location = useLocation().search;
  return null;
}

const renderAt = (path = '/admin/cashier') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/cashier"
          element={
            <>
              <CashierPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

const queues = (pending: unknown[], heldSkins: unknown[] = []) => ({
  'GET /api/admin/cashier/withdrawals': ok({ withdrawals: pending }),
  'GET /api/admin/cashier/withdrawals/stuck': ok({ withdrawals: [] }),
  'GET /api/admin/cashier/deposits/held': ok({ deposits: [] }),
  'GET /api/admin/cashier/skins/held': ok({ deposits: heldSkins }),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<CashierPage>', () => {
  it('approves with the 2FA code, and shows it done only once the server answered', async () => {
    const requests = fakeFetch({
      ...queues([WITHDRAWAL]),
      'GET /api/admin/cashier/withdrawals': [
        ok({ withdrawals: [WITHDRAWAL] }),
        ok({ withdrawals: [] }),
      ],
      [SEARCH]: ok({ transactions: [], nextCursor: null, nextPageCursor: null }),
      'POST /api/admin/cashier/withdrawals/approve': [
        fail(400, 'INVALID_TWO_FACTOR_CODE', 'That code is not valid'),
        ok({ withdrawal: { ...WITHDRAWAL, status: 'PROCESSING' } }),
      ],
    });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Withdrawals waiting for approval' });
    fireEvent.click(
      await within(table).findByRole('button', {
        name: 'Approve the withdrawal of 400.00 gems by player_one',
      }),
    );
    const form = screen.getByRole('form', {
      name: 'Approve withdrawal of 400.00 gems by player_one',
    });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));

    // A malformed code never leaves the page: the contract's schema refuses it here.
    fireEvent.input(within(form).getByLabelText('Two-factor code'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByText('Enter the 6-digit code or a backup code')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect((await within(form).findByTestId('cashier-action-error')).textContent).toBe(
      'That code is not valid',
    );
    expect(screen.getByTestId('cashier-done').textContent).toBe('');

    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '654321' },
    });
    fireEvent.input(within(form).getByLabelText('Note (optional)'), {
      target: { value: 'Checked' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.getByTestId('cashier-done').textContent).toMatch(/^Withdrawal approved/),
    );
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      { id: WITHDRAWAL.id, code: '123456' },
      { id: WITHDRAWAL.id, reason: 'Checked', code: '654321' },
    ]);
    expect(await screen.findByText('No withdrawal is waiting.')).toBeTruthy();
  });

  it('asks a reason before a rejection is sent', async () => {
    const requests = fakeFetch({
      ...queues([WITHDRAWAL]),
      [SEARCH]: ok({ transactions: [], nextCursor: null, nextPageCursor: null }),
    });
    renderAt();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Reject the withdrawal of 400.00 gems by player_one',
      }),
    );
    const form = screen.getByRole('form', { name: /^Reject withdrawal/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText(/Give a reason/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: /^Reject withdrawal/ })).toBeNull();
  });

  it('keeps the search filters and order in the address, and loads more by cursor', async () => {
    const other = { ...WITHDRAWAL, id: '5b7c2d3e-1f4a-4b6c-9d8e-7f6a5b4c3d2e', amount: 90_000 };
    const requests = fakeFetch({
      ...queues([]),
      'GET /api/admin/cashier/transactions?limit=25&q=player&kind=WITHDRAWAL': ok({
        transactions: [WITHDRAWAL],
        nextCursor: WITHDRAWAL.id,
        nextPageCursor: 'p2',
      }),
      'GET /api/admin/cashier/transactions?limit=25&q=player&kind=WITHDRAWAL&cursor=p2': ok({
        transactions: [other],
        nextCursor: null,
        nextPageCursor: null,
      }),
      'GET /api/admin/cashier/transactions?limit=25&q=player&kind=WITHDRAWAL&sort=amount.desc': ok({
        transactions: [other, WITHDRAWAL],
        nextCursor: null,
        nextPageCursor: null,
      }),
      [SEARCH]: ok({ transactions: [], nextCursor: null, nextPageCursor: null }),
    });
    renderAt();
    const search = await screen.findByRole('search');
    fireEvent.input(within(search).getByLabelText('Player or reference'), {
      target: { value: 'player' },
    });
    fireEvent.change(within(search).getByLabelText('Kind'), { target: { value: 'WITHDRAWAL' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location).toBe('?q=player&kind=WITHDRAWAL'));
    const results = await screen.findByRole('table', { name: 'Results' });
    // The short first page is followed by the next, by the server's cursor.
    await waitFor(() => expect(within(results).getAllByTestId('cashier-row')).toHaveLength(2));
    fireEvent.click(within(results).getByRole('button', { name: /Gems/ }));
    await waitFor(() => expect(location).toBe('?q=player&kind=WITHDRAWAL&sort=amount.desc'));
    expect(
      within(results).getByRole('columnheader', { name: /Gems/ }).getAttribute('aria-sort'),
    ).toBe('descending');
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain(
        '/api/admin/cashier/transactions?limit=25&q=player&kind=WITHDRAWAL&sort=amount.desc',
      ),
    );
  });

  it('sorts a queue on the page, its order in the address under its own name', async () => {
    const older = { ...WITHDRAWAL, id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f', amount: 10_000 };
    older.user = { ...WITHDRAWAL.user, username: 'zed' };
    fakeFetch({
      ...queues([WITHDRAWAL, older]),
      [SEARCH]: ok({ transactions: [], nextCursor: null, nextPageCursor: null }),
    });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Withdrawals waiting for approval' });
    const names = () =>
      within(table)
        .getAllByTestId('cashier-row')
        .map((row) => row.querySelector('td')!.textContent);
    await waitFor(() => expect(names()).toEqual(['player_one', 'zed']));
    fireEvent.click(within(table).getByRole('button', { name: /Player/ }));
    expect(location).toBe('?pendingSort=user.asc');
    fireEvent.click(within(table).getByRole('button', { name: /Player/ }));
    expect(location).toBe('?pendingSort=user.desc');
    expect(names()).toEqual(['zed', 'player_one']);
    fireEvent.click(within(table).getByRole('button', { name: /Gems/ }));
    expect(names()).toEqual(['player_one', 'zed']);
  });

  it('opens on the filters an address carries', async () => {
    const requests = fakeFetch({
      ...queues([]),
      'GET /api/admin/cashier/transactions?limit=25&status=HELD': ok({
        transactions: [],
        nextCursor: null,
      }),
    });
    renderAt('/admin/cashier?status=HELD');
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    await waitFor(() => expect(status.value).toBe('HELD'));
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toContain(
        '/api/admin/cashier/transactions?limit=25&status=HELD',
      ),
    );
  });

  it('lists a held skin deposit with its skins, and releases it by its own call', async () => {
    const requests = fakeFetch({
      ...queues([], [HELD_SKINS]),
      'GET /api/admin/cashier/skins/held': [ok({ deposits: [HELD_SKINS] }), ok({ deposits: [] })],
      [SEARCH]: ok({ transactions: [], nextCursor: null, nextPageCursor: null }),
      'POST /api/admin/cashier/skins/release': ok({
        deposit: { ...HELD_SKINS, status: 'COMPLETED', amount: 10_260, held: 0 },
      }),
    });
    renderAt();
    const table = await screen.findByRole('table', { name: 'Deposits held for review' });
    const row = await within(table).findByTestId('cashier-row');
    expect(row.textContent).toContain('Skin deposit');
    expect(row.textContent).toContain(
      '2 skins: AK-47 | Redline (Field-Tested) (24.00), AWP | Asiimov (Field-Tested) (90.00)',
    );
    expect(row.textContent).toContain('you excluded yourself');
    expect(row.textContent).toMatch(/trade protected until/);

    // The keyboard reaches the button; it names the row it acts on.
    const release = within(row).getByRole('button', {
      name: 'Release the skin deposit of 102.60 gems by skin_player',
    });
    release.focus();
    expect(document.activeElement).toBe(release);
    fireEvent.click(release);
    const form = screen.getByRole('form', {
      name: 'Release skin deposit of 102.60 gems by skin_player',
    });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));
    const skins = within(form).getByRole('list', { name: 'Skins deposited' });
    expect(
      within(skins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'AK-47 | Redline (Field-Tested) value 24.00, 21.60 gems',
      'AWP | Asiimov (Field-Tested) value 90.00, 81.00 gems',
    ]);
    expect(form.textContent).toContain('102.60 (0.00 credited, 102.60 held)');
    expect(form.textContent).toContain('Why held102.60 gems held for review');

    fireEvent.click(within(form).getByRole('button', { name: 'Release' }));
    expect(await within(form).findByText(/Give a reason/)).toBeTruthy();
    fireEvent.input(within(form).getByLabelText('Reason'), {
      target: { value: 'Exclusion lifted by support' },
    });
    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '654321' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Release' }));
    await waitFor(() =>
      expect(screen.getByTestId('cashier-done').textContent).toMatch(/^Deposit released/),
    );
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => [r.path, r.body])).toEqual([
      [
        '/api/admin/cashier/skins/release',
        { id: HELD_SKINS.id, reason: 'Exclusion lifted by support', code: '654321' },
      ],
    ]);
    expect(await screen.findByText('No deposit is held.')).toBeTruthy();
  });

  it('searches skin deposits by method, the row telling them from crypto', async () => {
    fakeFetch({
      ...queues([]),
      [SEARCH]: ok({ transactions: [], nextCursor: null, nextPageCursor: null }),
      'GET /api/admin/cashier/transactions?limit=25&method=SKINS': ok({
        transactions: [{ ...HELD_SKINS }],
        nextCursor: null,
        nextPageCursor: null,
      }),
    });
    renderAt();
    const search = await screen.findByRole('search');
    fireEvent.change(within(search).getByLabelText('Method'), { target: { value: 'SKINS' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location).toBe('?method=SKINS'));
    const results = await screen.findByRole('table', { name: 'Results' });
    const [row] = await within(results).findAllByTestId('cashier-row');
    expect(row!.textContent).toContain('Skin deposit');
    expect(row!.textContent).toContain('2 skins: AK-47 | Redline (Field-Tested) (24.00)');
    expect(within(results).queryByRole('button', { name: /Release/ })).toBeNull();
  });
});
