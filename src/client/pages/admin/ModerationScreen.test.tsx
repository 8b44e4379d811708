// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { ModerationScreen } from './ModerationScreen';

const ann = { id: '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f', username: 'ann', avatar: null, level: 3 };
const message = {
  _id: 'm-1',
  channel: 'en',
  active: true,
  user: ann,
  blocks: [{ type: 'TEXT', value: 'buy my skins' }],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const history = (messages: unknown[]) =>
  ok({ chat: { channels: [{ channel: 'en', name: 'English', messages }] } });
const caseOf = (hidden: unknown) => ({
  id: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
  slug: 'community-rude',
  name: 'Rude',
  price: 1_000,
  creator: ann,
  openings: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  hidden,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<ModerationScreen>', () => {
  it('removes a chat message, unmutes with a reason, and hides a case with a reason', async () => {
    const requests = fakeFetch({
      'GET /api/chat/history': [history([message]), history([])],
      'POST /api/moderation/remove-message': ok({ ok: true }),
      'GET /api/moderation/muted-users': [
        ok({
          users: [{ user: ann, mutedUntil: message.createdAt, reason: 'spam', mutedBy: 'bob' }],
        }),
        ok({ users: [] }),
      ],
      'POST /api/admin/users/mute': ok({ ok: true }),
      'GET /api/admin/community-cases': [
        ok({ cases: [caseOf(null)], nextAfter: null }),
        ok({ cases: [caseOf({ reason: 'Rude name', by: 'me', at: null })], nextAfter: null }),
      ],
      'POST /api/admin/community-cases/hide': ok({ ok: true }),
    });
    render(<ModerationScreen />);

    fireEvent.click(
      await screen.findByRole('button', { name: "Remove ann's message: buy my skins" }),
    );
    expect(await screen.findByText("Removed ann's message.")).toBeTruthy();
    expect(await screen.findByText('No messages in this channel.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Why unmute ann?'), { target: { value: 'Appealed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unmute ann' }));
    expect(await screen.findByText('Nobody is muted.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Moderate Rude' }));
    fireEvent.change(screen.getByLabelText('Why hide Rude? (its creator reads this)'), {
      target: { value: 'Rude name' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide Rude' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore Rude' })).toBeTruthy());
    expect(screen.getByText('Hid Rude.')).toBeTruthy();
    const detail = screen.getByRole('region', { name: 'Moderate Rude' });
    expect(within(detail).getByText('Hidden by me: Rude name')).toBeTruthy();
    expect(
      within(screen.getByTestId('admin-case-community-rude')).getByText('Hidden'),
    ).toBeTruthy();

    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/moderation/remove-message', { data: { messageId: 'm-1' } }],
      ['/api/admin/users/mute', { userId: ann.id, until: null, reason: 'Appealed' }],
      ['/api/admin/community-cases/hide', { slug: 'community-rude', reason: 'Rude name' }],
    ]);
  });
});
