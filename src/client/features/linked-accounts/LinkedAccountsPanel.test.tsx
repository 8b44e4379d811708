// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleUser } from '../../../shared/contract/examples';
import type { User } from '../../../shared/contract/users';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/session-hint';
import { notificationStore } from '../notifications/notification-store';
import { sessionStore } from '../session/session-store';
import { LinkedAccountsPanel } from './LinkedAccountsPanel';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

const unlinked: User = { ...exampleUser, platforms: {} };
const linked: User = {
  ...exampleUser,
  platforms: { discord: { id: 'sandbox_gem_fan', username: 'gem_fan' } },
};

const signIn = (user: User) => sessionStore.setState({ initialized: true, user });
const discordRow = () => within(screen.getByTestId('discord-row'));
const notices = () =>
  notificationStore.getState().entries.map((entry) => {
    const { title, message } = entry.props as { title: string; message: unknown };
    return `${title}: ${JSON.stringify(message)}`;
  });

beforeEach(() => {
  vi.unstubAllGlobals();
  // The session store asks /users/me only where the server's signed-in hint is.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; Path=/`;
  notificationStore.setState({ entries: [] });
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

const steamRow = () => within(screen.getByTestId('steam-row'));
const withSteam = (user: User, hasPassword: boolean): User => ({
  ...user,
  hasPassword,
  platforms: { ...user.platforms, steam: { id: '76561198000000001' } },
});

describe('<LinkedAccountsPanel> Steam', () => {
  it('links Steam through the pop-up and shows the SteamID the server now has', async () => {
    signIn({ ...unlinked, hasPassword: true });
    fakeFetch({ 'GET /api/users/me': ok({ user: withSteam(unlinked, true) }) });
    const open = vi.fn(() => ({ closed: false }));
    vi.stubGlobal('open', open);
    render(<LinkedAccountsPanel />);
    expect(steamRow().getByText('Not linked')).toBeTruthy();

    fireEvent.click(steamRow().getByRole('button', { name: 'Link Steam' }));
    expect(open).toHaveBeenCalledWith(
      '/api/auth/steam/link?redirect=%2Fprofile%2Fsettings',
      'gemdrop-steam-login',
      expect.any(String),
    );
    await act(async () => {
      const data = { type: 'auth', status: 'linked' };
      window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin }));
    });
    expect(await steamRow().findByText('76561198000000001')).toBeTruthy();
    expect(steamRow().getByText(/Steam linked/)).toBeTruthy();
  });

  it("shows why a link failed, in the server's words", async () => {
    signIn({ ...unlinked, hasPassword: true });
    fakeFetch({});
    vi.stubGlobal('open', () => ({ closed: false }));
    render(<LinkedAccountsPanel />);
    fireEvent.click(steamRow().getByRole('button', { name: 'Link Steam' }));
    const message = 'This Steam account already belongs to another account here.';
    await act(async () => {
      const data = { type: 'auth', status: 'failed', message };
      window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin }));
    });
    expect(await steamRow().findByText(message)).toBeTruthy();
    expect(steamRow().getByText('Not linked')).toBeTruthy();
  });

  it('unlinks where a password remains, and says Steam is the way in where none does', async () => {
    signIn(withSteam(unlinked, true));
    const requests = fakeFetch({
      'POST /api/users/me/steam/unlink': ok({ ok: true }),
      'GET /api/users/me': ok({ user: { ...unlinked, hasPassword: true } }),
    });
    render(<LinkedAccountsPanel />);
    fireEvent.click(steamRow().getByRole('button', { name: 'Unlink' }));
    expect(await steamRow().findByText('Steam unlinked.')).toBeTruthy();
    expect(steamRow().getByText('Not linked')).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toContain(
      'POST /api/users/me/steam/unlink',
    );
    cleanup();

    signIn(withSteam(unlinked, false));
    render(<LinkedAccountsPanel />);
    expect(steamRow().queryByRole('button')).toBeNull();
    expect(steamRow().getByText('Steam is how this account signs in.')).toBeTruthy();
  });
});

describe('<LinkedAccountsPanel> Discord', () => {
  it('links through the pop-up and shows the account the server now has', async () => {
    signIn(unlinked);
    fakeFetch({ 'GET /api/users/me': ok({ user: linked }) });
    const popup = { closed: false };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    render(<LinkedAccountsPanel />);
    expect(discordRow().getByText('Not linked')).toBeTruthy();

    fireEvent.click(discordRow().getByRole('button', { name: 'Authorize Discord' }));
    expect(open).toHaveBeenCalledWith(
      '/api/discord/link',
      'gemdrop-discord-link',
      expect.any(String),
    );
    const result = {
      type: 'discord',
      status: 'linked',
      message: 'Discord account gem_fan linked.',
    };
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: result, origin: location.origin }));
    });
    expect(await discordRow().findByText('Linked as gem_fan')).toBeTruthy();
    expect(discordRow().getByText('Discord account gem_fan linked.')).toBeTruthy();
  });

  it('shows why a link failed, and that a blocked pop-up needs allowing', async () => {
    signIn(unlinked);
    fakeFetch({});
    vi.stubGlobal('open', () => ({ closed: false }));
    render(<LinkedAccountsPanel />);
    fireEvent.click(discordRow().getByRole('button', { name: 'Authorize Discord' }));
    const failed = {
      type: 'discord',
      status: 'failed',
      message: 'That Discord account is linked to another player',
    };
    await act(async () => {
      window.dispatchEvent(new MessageEvent('message', { data: failed, origin: location.origin }));
    });
    expect(await discordRow().findByText(failed.message)).toBeTruthy();

    vi.stubGlobal('open', () => null);
    fireEvent.click(discordRow().getByRole('button', { name: 'Authorize Discord' }));
    expect(await discordRow().findByText(/blocked the Discord window/)).toBeTruthy();
  });

  it("checks membership with the spec's words, and unlinks", async () => {
    signIn(linked);
    const requests = fakeFetch({
      'POST /api/discord/check': [
        ok({ data: { state: true } }),
        ok({ data: { state: false } }),
        fail(503, 'DISCORD_UNAVAILABLE', 'Discord is not answering right now'),
      ],
      'POST /api/discord/unlink': ok({ ok: true }),
      'GET /api/users/me': ok({ user: unlinked }),
    });
    render(<LinkedAccountsPanel />);
    expect(discordRow().getByText('Linked as gem_fan')).toBeTruthy();
    const verify = discordRow().getByRole('button', { name: 'Verify Discord' });
    for (let i = 0; i < 3; i += 1) {
      fireEvent.click(verify);
      await vi.waitFor(() => expect(notices()).toHaveLength(i + 1));
      await vi.waitFor(() => expect((verify as HTMLButtonElement).disabled).toBe(false));
    }
    expect(notices()).toEqual([
      expect.stringMatching(/^Discord Server: .*You are in our Discord server\./),
      expect.stringMatching(/^Discord Server: .*You are not in our Discord server\./),
      expect.stringMatching(/^Error: .*Discord is not answering right now/),
    ]);

    fireEvent.click(discordRow().getByRole('button', { name: 'Unlink' }));
    expect(await discordRow().findByText('Not linked')).toBeTruthy();
    expect(requests.map((r) => `${r.method} ${r.path}`).slice(-2)).toEqual([
      'POST /api/discord/unlink',
      'GET /api/users/me',
    ]);
  });
});
