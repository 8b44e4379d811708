// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import KycPage from './KycPage';

const entry = (n: number) => ({
  id: `3f2e1d0c-9b8a-4765-8432-10fedcba987${n}`,
  level: 2,
  fileName: `passport-${n}.png`,
  status: 'pending',
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: null,
  userId: '7b9e3c1a-2d4f-4e6a-8b0c-1d2e3f4a5b6c',
  username: `player_${n}`,
  userLevel: 1,
  mime: 'image/png',
  size: 2048,
  details: {
    fullName: 'Alex Example',
    dateOfBirth: '1990-04-12',
    country: 'DE',
    address: '1 Example Street',
  },
});
const FIRST = entry(1);
const SECOND = entry(2);
const FILE = `POST /api/admin/kyc/documents/${FIRST.id}/file`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<KycPage>', () => {
  it('pages the queue by cursor', async () => {
    const requests = fakeFetch({
      'GET /api/admin/kyc/documents': ok({ documents: [FIRST], nextCursor: FIRST.id }),
      [`GET /api/admin/kyc/documents?after=${FIRST.id}`]: ok({
        documents: [SECOND],
        nextCursor: null,
      }),
    });
    render(<KycPage />);
    const list = await screen.findByRole('list', { name: 'Documents waiting for review' });
    expect(await within(list).findByText('player_1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('player_2')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests.map((r) => r.path)).toEqual([
      '/api/admin/kyc/documents',
      `/api/admin/kyc/documents?after=${FIRST.id}`,
    ]);
  });

  it('renders a long queue virtually: the entries in view plus 5, each with its place', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...entry(1),
      id: `3f2e1d0c-9b8a-4765-8432-10fedcba${String(1000 + i)}`,
      username: `player_${i}`,
    }));
    fakeFetch({ 'GET /api/admin/kyc/documents': ok({ documents: many, nextCursor: null }) });
    render(<KycPage />);
    const list = await screen.findByRole('list', { name: 'Documents waiting for review' });
    await within(list).findByText('player_0');
    const items = within(list).getAllByRole('listitem');
    // Six entries fit the frame; five more wait below.
    expect(items).toHaveLength(11);
    expect(items[10]!.getAttribute('aria-posinset')).toBe('11');
    expect(items[10]!.getAttribute('aria-setsize')).toBe('40');
  });

  it('opens the document only with a well-formed 2FA code, and shows the server refusal', async () => {
    const requests = fakeFetch({
      'GET /api/admin/kyc/documents': ok({ documents: [FIRST], nextCursor: null }),
      [FILE]: [fail(400, 'INVALID_TWO_FACTOR_CODE', 'That code is not valid'), ok({})],
    });
    render(<KycPage />);
    fireEvent.click(await screen.findByRole('button', { name: /player_1/ }));
    const open = screen.getByRole('form', { name: `Open ${FIRST.fileName}` });
    const code = within(open).getByLabelText('Two-factor code');

    fireEvent.input(code, { target: { value: '12' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Open document' }));
    expect(await within(open).findByText('Enter the 6-digit code or a backup code')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Open document' }));
    expect(await within(open).findByText('That code is not valid')).toBeTruthy();

    fireEvent.input(code, { target: { value: '654321' } });
    fireEvent.click(within(open).getByRole('button', { name: 'Open document' }));
    const image = await screen.findByRole('img', { name: `${FIRST.fileName} of player_1` });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('rejects only with a reason, and approves', async () => {
    const requests = fakeFetch({
      'GET /api/admin/kyc/documents': [
        ok({ documents: [FIRST, SECOND], nextCursor: null }),
        ok({ documents: [SECOND], nextCursor: null }),
        ok({ documents: [], nextCursor: null }),
      ],
      [`POST /api/admin/kyc/documents/${FIRST.id}/reject`]: ok({
        document: { ...FIRST, status: 'rejected' },
      }),
      [`POST /api/admin/kyc/documents/${SECOND.id}/approve`]: ok({
        document: { ...SECOND, status: 'approved', userLevel: 2 },
      }),
    });
    render(<KycPage />);
    fireEvent.click(await screen.findByRole('button', { name: /player_1/ }));
    const reject = screen.getByTestId('kyc-reject');
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByRole('alert')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    fireEvent.input(within(reject).getByLabelText(/Why reject it/), {
      target: { value: 'The photo is blurred' },
    });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByTestId('kyc-done').textContent).toBe(
        `Rejected ${FIRST.fileName} of player_1.`,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: /player_2/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No document is waiting.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      [`/api/admin/kyc/documents/${FIRST.id}/reject`, { reason: 'The photo is blurred' }],
      [`/api/admin/kyc/documents/${SECOND.id}/approve`, undefined],
    ]);
  });
});
