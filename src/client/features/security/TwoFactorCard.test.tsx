// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleResponses } from '../../../shared/contract/examples';
import { fail, fakeFetch, ok } from '../../../../tests/helpers/fakeFetch';
import { sessionStore } from '../session/session-store';
import { TwoFactorCard } from './TwoFactorCard';

// The real card, forms and api module against a fake server.

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Gemdrop:player_one?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const BACKUP_CODES = exampleResponses.enableTwoFactor.backupCodes;
const STALE = fail(
  403,
  'TWO_FACTOR_REQUIRED',
  'You must have two factor validated to perform this action',
);

function signIn(twoFactorEnabled: boolean) {
  sessionStore.setState({
    initialized: true,
    user: {
      id: '0b7f7a0e-1c1d-4a52-9d38-0f3c2b1d4e5f',
      username: 'player_one',
      roles: ['PLAYER'],
      balance: 0,
      twoFactorEnabled,
    },
  });
}

const codeField = () => screen.getByLabelText(/code/i, { selector: 'input' });

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

describe('<TwoFactorCard> turning 2FA on', () => {
  it('shows the QR code and key, checks the code, then the backup codes once', async () => {
    signIn(false);
    const requests = fakeFetch({
      'POST /api/auth/2fa/setup': ok(SETUP),
      'POST /api/auth/2fa/enable': ok({ backupCodes: BACKUP_CODES }),
    });
    const ended = vi.fn();
    render(<TwoFactorCard onOtherSessionsEnded={ended} />);
    expect(screen.getByTestId('status-badge').textContent).toBe('Off');

    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    const qr = await screen.findByRole('img', { name: 'QR code of your two-factor key' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SETUP.qrCodeSvg)}`,
    );
    // Focus follows: the button that asked is gone, the steps took its place.
    expect(document.activeElement).toBe(
      screen.getByRole('list', { name: 'Set up two-factor authentication' }),
    );
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    // A backup code cannot turn 2FA on: refused before anything is sent.
    fireEvent.change(codeField(), { target: { value: 'ABCD-EFGH-JK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(['/api/auth/2fa/setup']);

    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    const list = await screen.findByTestId('backup-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(BACKUP_CODES);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/2fa/enable',
      body: { code: '123456' },
    });
    expect(sessionStore.getState().user?.twoFactorEnabled).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);

    // Done waits for the player to say they kept the codes; then they are gone for good.
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved my backup codes'));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    expect(screen.queryByTestId('backup-codes')).toBeNull();
    expect(screen.getByText('Two-factor authentication is on.')).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Two-factor authentication' }),
    );
    expect(screen.getByTestId('status-badge').textContent).toBe('On');
  });

  it("shows the server's refusal of a wrong code and stays on the setup", async () => {
    signIn(false);
    fakeFetch({
      'POST /api/auth/2fa/setup': ok(SETUP),
      'POST /api/auth/2fa/enable': fail(400, 'INVALID_TWO_FACTOR_CODE', 'That code is not valid'),
    });
    render(<TwoFactorCard onOtherSessionsEnded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-factor' }));
    fireEvent.change(await screen.findByLabelText('Code from your app'), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await screen.findByText('That code is not valid')).toBeTruthy();
    expect(screen.queryByTestId('backup-codes')).toBeNull();
    expect(sessionStore.getState().user?.twoFactorEnabled).toBe(false);
  });
});

describe('<TwoFactorCard> with 2FA on', () => {
  it('turns it off with a code, asking the next one when the device was not verified lately', async () => {
    signIn(true);
    const requests = fakeFetch({
      'POST /api/auth/2fa/disable': [STALE, ok({ ok: true })],
      'POST /api/auth/2fa/verify': ok({ ok: true }),
    });
    const ended = vi.fn();
    render(<TwoFactorCard onOtherSessionsEnded={ended} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));

    fireEvent.change(codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    expect(await screen.findByText(/^Code accepted: this device is verified/)).toBeTruthy();
    expect((codeField() as HTMLInputElement).value).toBe('');

    fireEvent.change(codeField(), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor' }));
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('Off'));
    expect(requests.map((r) => `${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      '/api/auth/2fa/disable {"code":"111111"}',
      '/api/auth/2fa/verify {"code":"111111"}',
      '/api/auth/2fa/disable {"code":"222222"}',
    ]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Set up two-factor' })).toBeTruthy();
  });

  it('replaces the backup codes with a code and shows the new ones', async () => {
    signIn(true);
    const fresh = BACKUP_CODES.map((code) => code.replace(/^..../, 'WXYZ'));
    fakeFetch({ 'POST /api/auth/2fa/backup-codes': ok({ backupCodes: fresh }) });
    render(<TwoFactorCard onOtherSessionsEnded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'New backup codes' }));
    fireEvent.change(codeField(), { target: { value: 'ABCD-EFGH-JK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new backup codes' }));
    const list = await screen.findByTestId('backup-codes');
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toBe(fresh[0]);
  });
});
