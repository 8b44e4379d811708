// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../../tests/helpers/fakeFetch';
import { SponsorshipsPanel } from './SponsorshipsPanel';

const FROM_PLAYER = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  channelUrl: 'https://twitch.tv/streamer',
  platform: 'twitch',
  audienceSize: 12_500,
  email: 'streamer@example.com',
  message: 'I stream cases every night.\nTwo hours a show.',
  status: 'new',
  userId: '3f1c2b7e-8d4a-4c5b-9e6f-1a2b3c4d5e6f',
  createdAt: '2026-03-01T18:05:00.000Z',
};
const FROM_VISITOR = {
  ...FROM_PLAYER,
  id: '2b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e',
  channelUrl: 'https://youtube.com/@tuber',
  platform: 'youtube',
  status: 'declined',
  userId: null,
};
const renderPanel = () =>
  render(
    <MemoryRouter>
      <SponsorshipsPanel />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<SponsorshipsPanel>', () => {
  it('shows each application with its details and the marks it may take', async () => {
    fakeFetch({
      'GET /api/admin/sponsorships/applications': ok({
        applications: [FROM_PLAYER, FROM_VISITOR],
      }),
    });
    renderPanel();
    const list = await screen.findByRole('list', {
      name: 'Sponsorship applications, newest first',
    });
    const [player, visitor] = within(list).getAllByRole('listitem');
    expect(
      within(player!).getByRole('link', { name: FROM_PLAYER.channelUrl }).getAttribute('rel'),
    ).toBe('noopener noreferrer');
    expect(player!.textContent).toContain('Twitch: https://twitch.tv/streamer New');
    expect(player!.textContent).toContain('Audience12,500');
    expect(player!.textContent).toContain('Received1 Mar 2026, 18:05 UTC');
    expect(player!.textContent).toContain('I stream cases every night.\nTwo hours a show.');
    expect(
      within(player!).getByRole('link', { name: 'streamer@example.com' }).getAttribute('href'),
    ).toBe('mailto:streamer@example.com');
    expect(within(player!).getByRole('link', { name: 'their account' }).getAttribute('href')).toBe(
      `/admin/users/${FROM_PLAYER.userId}`,
    );
    expect(
      within(player!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark contacted', 'Mark declined']);
    expect(visitor!.textContent).toContain('a visitor, not signed in');
    expect(
      within(visitor!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark new', 'Mark contacted']);
  });

  it('marks an application contacted and shows its new state', async () => {
    const requests = fakeFetch({
      'GET /api/admin/sponsorships/applications': ok({ applications: [FROM_PLAYER] }),
      'POST /api/admin/sponsorships/applications/mark': ok({
        application: { ...FROM_PLAYER, status: 'contacted' },
      }),
    });
    renderPanel();
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Mark contacted: https://twitch.tv/streamer',
      }),
    );
    expect(
      await screen.findByText('The application of https://twitch.tv/streamer is marked contacted.'),
    ).toBeTruthy();
    const item = screen.getByRole('listitem');
    expect(item.textContent).toContain('https://twitch.tv/streamer Contacted');
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark new', 'Mark declined']);
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      ['/api/admin/sponsorships/applications/mark', { id: FROM_PLAYER.id, status: 'contacted' }],
    ]);
  });

  it('shows one status at a time, with the count of each', async () => {
    fakeFetch({
      'GET /api/admin/sponsorships/applications': ok({
        applications: [FROM_PLAYER, FROM_VISITOR],
      }),
    });
    renderPanel();
    const show = await screen.findByLabelText('Show');
    await screen.findAllByRole('listitem');
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All (2)', 'New (1)', 'Contacted (0)', 'Declined (1)']);
    fireEvent.change(show, { target: { value: 'declined' } });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('https://youtube.com/@tuber'),
    ]);
    fireEvent.change(show, { target: { value: 'contacted' } });
    expect(screen.getByText('No application is marked contacted.')).toBeTruthy();
  });

  it('says why a mark failed and keeps the application as it was', async () => {
    fakeFetch({
      'GET /api/admin/sponsorships/applications': ok({ applications: [FROM_PLAYER] }),
      'POST /api/admin/sponsorships/applications/mark': fail(
        404,
        'NOT_FOUND',
        'No such application',
      ),
    });
    renderPanel();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark declined: https://twitch.tv/streamer' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('No such application');
    expect(screen.getByRole('listitem').textContent).toContain('https://twitch.tv/streamer New');
  });
});
