import { describe, expect, it } from 'vitest';
import { formatBanEnd, parseSteamMessage, steamLoginUrl } from './steam-popup';

const origin = 'https://gemdrop.example';

describe('steam pop-up', () => {
  it('builds the sign-in address with the current path', () => {
    expect(steamLoginUrl('/case-battles?x=1')).toBe(
      '/api/auth/steam?redirect=%2Fcase-battles%3Fx%3D1',
    );
  });

  it('accepts only same-origin auth messages', () => {
    const data = { type: 'auth', status: 'authenticated' };
    expect(parseSteamMessage({ origin, data }, origin)).toEqual(data);
    expect(parseSteamMessage({ origin: 'https://evil.example', data }, origin)).toBeNull();
    expect(parseSteamMessage({ origin, data: 'auth' }, origin)).toBeNull();
    expect(
      parseSteamMessage({ origin, data: { type: 'other', status: 'failed' } }, origin),
    ).toBeNull();
    expect(parseSteamMessage({ origin, data: { type: 'auth', status: 'odd' } }, origin)).toBeNull();
  });

  it('keeps the ban end and the failure message', () => {
    expect(
      parseSteamMessage({ origin, data: { type: 'auth', status: 'blocked', until: 'x' } }, origin),
    ).toEqual({ type: 'auth', status: 'blocked', until: 'x', message: undefined });
    expect(
      parseSteamMessage(
        { origin, data: { type: 'auth', status: 'failed', message: 'No' } },
        origin,
      ),
    ).toEqual({ type: 'auth', status: 'failed', message: 'No' });
  });

  it('formats the ban end', () => {
    expect(formatBanEnd(undefined)).toBe('further notice');
    expect(formatBanEnd('soon')).toBe('soon');
    expect(formatBanEnd('2030-01-02T03:04:00.000Z', 'en-GB')).toMatch(/2030/);
  });
});
