// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import PromotionsPage from './PromotionsPage';

const BATCH = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  value: 2_500,
  count: 2,
  redeemed: 0,
  note: 'Stream giveaway',
  expiresAt: null,
  disabledAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const CODES = ['ABCD-EFGH-JKMN-PQRS', 'TUVW-XYZ2-3456-789A'];
const EMPTY = {
  'GET /api/admin/gift-cards/batches': ok({ batches: [] }),
  'GET /api/admin/promo-codes': ok({ promoCodes: [] }),
  'GET /api/admin/notifications': ok({ announcements: [] }),
};
const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<PromotionsPage>', () => {
  it('creates a gift card batch with the contract checked first, shows its codes once, disables it', async () => {
    const requests = fakeFetch({
      ...EMPTY,
      'GET /api/admin/gift-cards/batches': [
        ok({ batches: [] }),
        ok({ batches: [BATCH] }),
        ok({ batches: [{ ...BATCH, disabledAt: BATCH.createdAt }] }),
      ],
      'POST /api/admin/gift-cards/batches': ok({ batch: BATCH, codes: CODES }),
      'POST /api/admin/gift-cards/batches/disable': ok({ batch: BATCH }),
    });
    render(<PromotionsPage />);
    const form = await screen.findByRole('form', { name: 'New gift card batch' });
    fireEvent.input(within(form).getByLabelText('How many cards'), { target: { value: '2' } });
    fireEvent.input(within(form).getByLabelText('Gems per card'), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    expect(await within(form).findByText('Amount must be positive')).toBeTruthy();
    expect(posts(requests)).toEqual([]);

    fireEvent.input(within(form).getByLabelText('Gems per card'), { target: { value: '25' } });
    fireEvent.input(within(form).getByLabelText('Note for operators'), {
      target: { value: 'Stream giveaway' },
    });
    // Cards are money waiting to be redeemed: the operator's 2FA code goes with the batch.
    fireEvent.input(within(form).getByLabelText('Two-factor code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create batch' }));
    const fresh = await screen.findByRole('region', { name: 'New gift card codes' });
    expect(
      within(fresh)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const download = within(fresh).getByRole('link', { name: 'Download the codes' });
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(download.getAttribute('download')).toBe(`gift-cards-${BATCH.id}.txt`);
    fireEvent.click(within(fresh).getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('region', { name: 'New gift card codes' })).toBeNull();

    fireEvent.click(
      await screen.findByRole('button', { name: 'Disable the batch of 2 cards of 25.00 gems' }),
    );
    await waitFor(() => expect(screen.getByText('Disabled')).toBeTruthy());
    expect(posts(requests)).toEqual([
      [
        '/api/admin/gift-cards/batches',
        { count: 2, value: 2_500, expiresAt: null, note: 'Stream giveaway', code: '123456' },
      ],
      ['/api/admin/gift-cards/batches/disable', { id: BATCH.id }],
    ]);
  });

  it('creates a promo code', async () => {
    const requests = fakeFetch({
      ...EMPTY,
      'POST /api/admin/promo-codes': ok({
        promoCode: {
          id: BATCH.id,
          code: 'WELCOME10',
          amount: 1_000,
          items: [],
          maxUses: 100,
          uses: 0,
          minLevel: 0,
          expiresAt: null,
          disabledAt: null,
          createdAt: BATCH.createdAt,
        },
      }),
    });
    render(<PromotionsPage />);
    const form = await screen.findByRole('form', { name: 'New promo code' });
    fireEvent.input(within(form).getByLabelText('Code'), { target: { value: 'no spaces!' } });
    fireEvent.input(within(form).getByLabelText('Gems it gives'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await within(form).findByText(/only letters, digits/)).toBeTruthy();
    fireEvent.input(within(form).getByLabelText('Code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Promo code WELCOME10 created.')).toBeTruthy();
    // No 2FA code typed: the field is left out, for a session validated in the last minutes.
    expect(posts(requests)).toEqual([
      [
        '/api/admin/promo-codes',
        { code: 'WELCOME10', amount: 1_000, items: [], maxUses: 100, minLevel: 0, expiresAt: null },
      ],
    ]);
  });

  it('previews a banner as players will see it, and posts it to the players named', async () => {
    const requests = fakeFetch({
      ...EMPTY,
      'POST /api/admin/notifications': ok({
        announcement: {
          id: BATCH.id,
          type: 'CUSTOM',
          severity: 'WARNING',
          dismissible: 'ALWAYS',
          priority: 0,
          location: 'CRASH',
          variant: 'BANNER',
          title: 'Maintenance',
          message: [{ type: 'TEXT', value: 'Back soon' }],
          audience: 'USER',
          targetUserIds: [BATCH.id],
          startsAt: BATCH.createdAt,
          expiresAt: null,
          status: 'ACTIVE',
          createdBy: null,
          createdAt: BATCH.createdAt,
        },
      }),
    });
    render(<PromotionsPage />);
    const form = await screen.findByRole('form', { name: 'New notification' });
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: 'Maintenance' } });
    fireEvent.input(within(form).getByLabelText('Message'), { target: { value: 'Back soon' } });
    fireEvent.change(within(form).getByLabelText('Severity'), { target: { value: 'WARNING' } });
    fireEvent.change(within(form).getByLabelText('Where'), { target: { value: 'CRASH' } });
    const preview = within(form).getByTestId('announcement-preview');
    await waitFor(() =>
      expect(within(preview).getByRole('group', { name: 'Warning: Maintenance' })).toBeTruthy(),
    );
    expect(within(preview).getByText('Back soon')).toBeTruthy();
    expect(within(preview).getByText(/a banner across the top/)).toBeTruthy();

    // One player: the ids field appears, and a malformed id is refused before sending.
    expect(within(form).queryByLabelText(/Player ids/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('Audience'), { target: { value: 'USER' } });
    fireEvent.input(within(form).getByLabelText(/Player ids/), { target: { value: 'nobody' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(posts(requests)).toEqual([]);
    fireEvent.input(within(form).getByLabelText(/Player ids/), { target: { value: BATCH.id } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('"Maintenance" is live.')).toBeTruthy();
    expect(posts(requests)).toEqual([
      [
        '/api/admin/notifications',
        {
          title: 'Maintenance',
          message: 'Back soon',
          severity: 'WARNING',
          variant: 'BANNER',
          audience: 'USER',
          location: 'CRASH',
          dismissible: 'ALWAYS',
          targetUserIds: [BATCH.id],
          expiresAt: null,
        },
      ],
    ]);
  });
});
