import { describe, expect, it } from 'vitest';
import { IDENTIFIER_SELECT, OPENID_NS, validateAssertion } from './openId';
import { SandboxOpenIdProvider, checkAuthenticationAnswer } from './sandboxProvider';

const SITE = 'http://localhost:3000';
const ENDPOINT = `${SITE}/api/sandbox/steam/openid`;
const RETURN_TO = `${SITE}/api/auth/steam/return?state=abc`;

function provider(now = () => Date.now()) {
  return new SandboxOpenIdProvider(ENDPOINT, SITE, now);
}
const fieldsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);
const asCheck = (fields: Record<string, string>) => ({
  ...fields,
  'openid.mode': 'check_authentication',
});

describe('SandboxOpenIdProvider', () => {
  it('issues an assertion the relying party accepts, back on return_to', () => {
    const url = provider().assert(RETURN_TO, '76561197960287930');
    expect(url.startsWith(`${RETURN_TO}&openid.`)).toBe(true);
    expect(validateAssertion(fieldsOf(url), { endpoint: ENDPOINT, returnTo: RETURN_TO })).toEqual({
      ok: true,
      steamId: '76561197960287930',
    });
  });

  it('confirms its own unmodified assertion exactly once', () => {
    const sandbox = provider();
    const fields = fieldsOf(sandbox.assert(RETURN_TO, '76561197960287930'));
    expect(sandbox.checkAuthentication(asCheck(fields))).toBe(true);
    expect(sandbox.checkAuthentication(asCheck(fields))).toBe(false);
  });

  it.each([
    ['claimed_id', 'https://steamcommunity.com/openid/id/76561197960287931'],
    ['return_to', `${SITE}/api/auth/steam/return?state=other`],
    ['response_nonce', '2026-01-01T00:00:00Zforged'],
    ['sig', 'AAAA'],
    ['signed', 'signed,op_endpoint,identity,return_to,response_nonce,assoc_handle'],
    ['assoc_handle', 'sandbox-0000'],
  ])('refuses an assertion whose %s was changed', (field, value) => {
    const sandbox = provider();
    const fields = fieldsOf(sandbox.assert(RETURN_TO, '76561197960287930'));
    expect(sandbox.checkAuthentication(asCheck({ ...fields, [`openid.${field}`]: value }))).toBe(
      false,
    );
  });

  it("refuses another process's assertion (another secret)", () => {
    const fields = fieldsOf(provider().assert(RETURN_TO, '76561197960287930'));
    expect(provider().checkAuthentication(asCheck(fields))).toBe(false);
  });

  it('forgets an assertion after ten minutes', () => {
    let now = Date.now();
    const sandbox = provider(() => now);
    const fields = fieldsOf(sandbox.assert(RETURN_TO, '76561197960287930'));
    now += 10 * 60_000 + 1;
    expect(sandbox.checkAuthentication(asCheck(fields))).toBe(false);
  });

  it('signs in only individual SteamID64s', () => {
    expect(() => provider().assert(RETURN_TO, '12345')).toThrow();
  });

  it('answers check_authentication in key-value form, as Steam does', () => {
    expect(checkAuthenticationAnswer(true)).toBe(`ns:${OPENID_NS}\nis_valid:true\n`);
    expect(checkAuthenticationAnswer(false)).toBe(`ns:${OPENID_NS}\nis_valid:false\n`);
  });

  describe('parseSetupRequest', () => {
    const setup = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'checkid_setup',
      'openid.return_to': RETURN_TO,
      'openid.realm': SITE,
      'openid.identity': IDENTIFIER_SELECT,
      'openid.claimed_id': IDENTIFIER_SELECT,
    };

    it('accepts our own checkid_setup', () => {
      expect(provider().parseSetupRequest(setup)).toEqual({ returnTo: RETURN_TO });
    });

    it.each([
      [
        'another site',
        { 'openid.return_to': 'https://evil.example/x', 'openid.realm': 'https://evil.example' },
      ],
      ['return_to outside the realm', { 'openid.realm': `${SITE}/other/` }],
      ['another mode', { 'openid.mode': 'checkid_immediate' }],
      ['a chosen identity', { 'openid.identity': 'https://steamcommunity.com/openid/id/1' }],
      ['a bad return_to', { 'openid.return_to': 'not a url' }],
    ])('refuses %s (no open redirect)', (_name, change) => {
      expect(provider().parseSetupRequest({ ...setup, ...change })).toHaveProperty('error');
    });
  });
});
