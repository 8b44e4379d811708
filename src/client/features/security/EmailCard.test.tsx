// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { sessionStore } from '../session/session-store';
import { EmailCard } from './EmailCard';

function signIn(fields: { email: string | null; emailVerified: boolean; hasPassword: boolean }) {
  sessionStore.setState({
    initialized: true,
    user: {
      id: '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f',
      username: 'player_one',
      roles: ['PLAYER'],
      balance: 0,
      ...fields,
    },
  });
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

describe('<EmailCard>', () => {
  it('offers a new verification link for an unverified address', async () => {
    signIn({ email: 'one@example.com', emailVerified: false, hasPassword: true });
    const requests = fakeFetch({
      'POST /api/email/verification/resend': [
        ok({ ok: true }),
        fail(429, 'THROTTLED', 'Too many attempts. Try again in 10 minutes.'),
      ],
    });
    render(<EmailCard />);
    expect(screen.getByTestId('current-email').textContent).toBe('one@example.com');
    expect(screen.getByTestId('status-badge').textContent).toBe('Not verified');

    const resend = screen.getByRole('button', { name: 'Resend verification link' });
    fireEvent.click(resend);
    expect(await screen.findByText(/^Verification e-mail sent/)).toBeTruthy();
    fireEvent.click(resend);
    expect(await screen.findByText('Too many attempts. Try again in 10 minutes.')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual([
      '/api/email/verification/resend',
      '/api/email/verification/resend',
    ]);
  });

  it('changes the address with the password, and shows it unverified', async () => {
    signIn({ email: 'one@example.com', emailVerified: true, hasPassword: true });
    const requests = fakeFetch({ 'POST /api/auth/email/change': ok({ ok: true }) });
    render(<EmailCard />);
    expect(screen.queryByRole('button', { name: 'Resend verification link' })).toBeNull();

    fireEvent.change(screen.getByLabelText('New e-mail address'), {
      target: { value: 'not-an-address' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(requests).toEqual([]);

    fireEvent.change(screen.getByLabelText('New e-mail address'), {
      target: { value: 'Two@Example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText(/^We sent a link to Two@Example.com/)).toBeTruthy();
    expect(requests[0]?.body).toEqual({ email: 'Two@Example.com', password: 'Correct-Horse-42' });
    expect(sessionStore.getState().user).toMatchObject({
      email: 'two@example.com',
      emailVerified: false,
    });
    expect(screen.getByTestId('status-badge').textContent).toBe('Not verified');
  });

  it('asks a Steam account without a password only for the address', async () => {
    signIn({ email: null, emailVerified: false, hasPassword: false });
    const requests = fakeFetch({ 'POST /api/auth/email/change': ok({ ok: true }) });
    render(<EmailCard />);
    expect(screen.getByTestId('current-email').textContent).toMatch(/^No e-mail address yet/);
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('New e-mail address'), {
      target: { value: 'steam@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText(/^We sent a link/)).toBeTruthy();
    expect(requests[0]?.body).toEqual({ email: 'steam@example.com' });
  });
});
