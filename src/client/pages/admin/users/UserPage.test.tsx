// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../../shared/contract/examples';
import { fail, fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import UserPage from './UserPage';

const USER = exampleResponses.adminGetUser.user;
const ID = USER.id;
const LEDGER = `GET /api/admin/users/${ID}/ledger?limit=20`;
const BETS = `GET /api/admin/users/${ID}/bets?limit=20`;

const renderPage = () =>
  render(
    <MemoryRouter>
      <UserPage id={ID} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<UserPage>', () => {
  it('shows the account whole: money, sessions, chat, notes, ledger and bets with verify links', async () => {
    fakeFetch({
      [`GET /api/admin/users/${ID}`]: ok({ user: USER }),
      [LEDGER]: ok(exampleResponses.adminListUserLedger),
      [BETS]: ok(exampleResponses.adminListUserBets),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: USER.username })).toBeTruthy();
    expect(screen.getByTestId('user-balance').textContent).toBe('1,005.00 gems');
    expect(screen.getByText(/from 203\.0\.113\.7/)).toBeTruthy();
    expect(screen.getByText(/in en: gl all/)).toBeTruthy();
    expect(screen.getByText(/operator: Asked for a refund/)).toBeTruthy();
    const ledger = await screen.findByTestId('user-ledger');
    // The table shows before its rows arrive.
    expect(await within(ledger).findByText('admin-adjust')).toBeTruthy();
    const verify = await screen.findAllByRole('link', { name: 'Verify' });
    expect(verify.length).toBeGreaterThan(0);
    expect(verify[0]!.getAttribute('href')).toMatch(/^\/fairness\//);
    // 2FA is off on this account: there is nothing to reset.
    expect(screen.queryByRole('button', { name: 'Reset 2FA' })).toBeNull();
  });

  it('adjusts the balance with a reason and the 2FA code, checked by the contract first', async () => {
    const requests = fakeFetch({
      [`GET /api/admin/users/${ID}`]: [
        ok({ user: USER }),
        ok({ user: { ...USER, balance: 101_750 } }),
      ],
      [LEDGER]: ok({ entries: [], nextCursor: null, kinds: [] }),
      [BETS]: ok({ bets: [], nextCursor: null }),
      'POST /api/admin/users/balance': [
        fail(400, 'INVALID_TWO_FACTOR_CODE', 'That code is not valid'),
        ok({ balance: 101_750, ledgerPosition: 9 }),
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const form = screen.getByRole('form', { name: `Adjust the balance of ${USER.username}` });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));

    fireEvent.input(within(form).getByLabelText('Amount in gems'), { target: { value: '0' } });
    fireEvent.input(within(form).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect(await within(form).findByText('Amount cannot be zero')).toBeTruthy();
    expect(within(form).getByText('Give a reason of at least 3 characters')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.input(within(form).getByLabelText('Amount in gems'), { target: { value: '12.50' } });
    fireEvent.input(within(form).getByLabelText('Reason'), { target: { value: 'Refund' } });
    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Adjust' }));
    expect((await within(form).findByTestId('user-action-error')).textContent).toBe(
      'That code is not valid',
    );
    expect(screen.getByTestId('user-action-done').textContent).toBe('');

    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '654321' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Adjust' }));
    await waitFor(() =>
      expect(screen.getByTestId('user-action-done').textContent).toBe('Balance adjusted.'),
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { userId: ID, amount: 1_250, reason: 'Refund', code: '123456' },
      { userId: ID, amount: 1_250, reason: 'Refund', code: '654321' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('user-balance').textContent).toBe('1,017.50 gems'),
    );
  });

  it('changes roles with a reason and the 2FA code, checked by the contract first', async () => {
    const requests = fakeFetch({
      [`GET /api/admin/users/${ID}`]: [
        ok({ user: USER }),
        ok({ user: { ...USER, roles: ['PLAYER', 'MODERATOR'] } }),
      ],
      [LEDGER]: ok({ entries: [], nextCursor: null, kinds: [] }),
      [BETS]: ok({ bets: [], nextCursor: null }),
      'POST /api/admin/users/roles': [
        fail(
          403,
          'TWO_FACTOR_REQUIRED',
          'You must have two factor validated to perform this action',
        ),
        ok({ ok: true }),
      ],
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Roles' }));
    const form = screen.getByRole('form', { name: `Roles of ${USER.username}` });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H3'));
    expect(within(form).getByLabelText('Two-factor code')).toBeTruthy();

    fireEvent.click(within(form).getByLabelText('MODERATOR'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save roles' }));
    expect(await within(form).findByText('Reason must be a string')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.input(within(form).getByLabelText('Reason'), { target: { value: 'New moderator' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save roles' }));
    expect((await within(form).findByTestId('user-action-error')).textContent).toBe(
      'You must have two factor validated to perform this action',
    );
    expect(screen.getByTestId('user-action-done').textContent).toBe('');

    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '654321' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(screen.getByTestId('user-action-done').textContent).toBe('Roles saved.'),
    );
    // The checkboxes' order is the form's own: the roles are a set.
    const posted = requests
      .filter((r) => r.method === 'POST')
      .map((r) => {
        const body = r.body as { roles: string[] };
        return { ...body, roles: [...body.roles].sort() };
      });
    expect(posted).toEqual([
      { userId: ID, roles: ['MODERATOR', 'PLAYER'], reason: 'New moderator' },
      { userId: ID, roles: ['MODERATOR', 'PLAYER'], reason: 'New moderator', code: '654321' },
    ]);
  });

  it('says so when the account is not there', async () => {
    fakeFetch({ [`GET /api/admin/users/${ID}`]: fail(404, 'NOT_FOUND', 'No such user') });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('No such user');
  });
});
