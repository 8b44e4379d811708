import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IDENTIFIER_SELECT,
  OPENID_NS,
  checkAuthentication,
  checkIdSetupUrl,
  parseKeyValueForm,
  validateAssertion,
} from './openId';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/fixtures/steam/${name}`, import.meta.url), 'utf8');
const query = (name: string) =>
  Object.fromEntries(new URLSearchParams(fixture(name).trim())) as Record<string, string>;

const STEAM = 'https://steamcommunity.com/openid/login';
const recorded = query('positive-assertion.txt');
const expected = {
  endpoint: STEAM,
  returnTo: `https://gemdrop.example/api/auth/steam/return?state=${recorded.state}`,
};
const withField = (name: string, value: string | undefined) => {
  const fields = { ...recorded };
  if (value === undefined) delete fields[`openid.${name}`];
  else fields[`openid.${name}`] = value;
  return fields;
};

describe('checkIdSetupUrl', () => {
  it('asks the endpoint for checkid_setup with identifier_select, our realm and return_to', () => {
    const url = new URL(checkIdSetupUrl(STEAM, expected.returnTo, 'https://gemdrop.example'));
    expect(url.origin + url.pathname).toBe(STEAM);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'openid.ns': OPENID_NS,
      'openid.mode': 'checkid_setup',
      'openid.return_to': expected.returnTo,
      'openid.realm': 'https://gemdrop.example',
      'openid.identity': IDENTIFIER_SELECT,
      'openid.claimed_id': IDENTIFIER_SELECT,
    });
  });
});

describe('validateAssertion on a recorded Steam assertion', () => {
  it('accepts it and reads the SteamID64', () => {
    expect(validateAssertion(recorded, expected)).toEqual({
      ok: true,
      steamId: '76561197960435530',
    });
  });

  it('compares return_to as a URL, not as text', () => {
    const returnTo = expected.returnTo.replace(
      'https://gemdrop.example',
      'HTTPS://GemDrop.Example:443',
    );
    expect(validateAssertion(recorded, { ...expected, returnTo }).ok).toBe(true);
  });

  it.each([
    ['another endpoint', 'op_endpoint', 'https://evil.example/openid/login'],
    ['another site in return_to', 'return_to', expected.returnTo.replace('gemdrop', 'evil')],
    ['another path in return_to', 'return_to', expected.returnTo.replace('/return', '/other')],
    ['another state in return_to', 'return_to', expected.returnTo.replace(/state=.*/, 'state=x')],
    ['an extra return_to parameter', 'return_to', `${expected.returnTo}&next=//evil.example`],
    ['no return_to', 'return_to', undefined],
    [
      'a look-alike host',
      'claimed_id',
      'https://steamcommunity.com.evil.example/openid/id/76561197960435530',
    ],
    ['plain http', 'claimed_id', 'http://steamcommunity.com/openid/id/76561197960435530'],
    ['a short id', 'claimed_id', 'https://steamcommunity.com/openid/id/7656119796043553'],
    ['a trailing path', 'claimed_id', 'https://steamcommunity.com/openid/id/76561197960435530/x'],
    ['identity differing', 'identity', 'https://steamcommunity.com/openid/id/76561197960435531'],
    [
      'claimed_id unsigned',
      'signed',
      'signed,op_endpoint,identity,return_to,response_nonce,assoc_handle',
    ],
    [
      'return_to unsigned',
      'signed',
      'signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle',
    ],
    ['no signature', 'sig', undefined],
    ['no nonce', 'response_nonce', undefined],
    ['another mode', 'mode', 'setup_needed'],
    ['OpenID 1.x', 'ns', undefined],
  ])('refuses %s', (_name, field, value) => {
    expect(validateAssertion(withField(field, value), expected).ok).toBe(false);
  });

  it('reports a recorded cancel as cancelled', () => {
    expect(validateAssertion(query('cancel.txt'), expected)).toMatchObject({
      ok: false,
      cancelled: true,
    });
  });
});

describe('parseKeyValueForm', () => {
  it('reads the recorded answers', () => {
    expect(parseKeyValueForm(fixture('check-authentication-valid.txt'))?.get('is_valid')).toBe(
      'true',
    );
    expect(parseKeyValueForm(fixture('check-authentication-invalid.txt'))?.get('is_valid')).toBe(
      'false',
    );
  });

  it('refuses malformed or ambiguous bodies', () => {
    expect(parseKeyValueForm('<html>is_valid:true</html>\nbroken')).toBeNull();
    expect(parseKeyValueForm('is_valid:false\nis_valid:true\n')).toBeNull();
  });
});

describe('checkAuthentication', () => {
  /** A fetch that records the request and answers `status` with `body`. */
  function fakeFetch(body: string, status = 200) {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const impl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(body, { status });
    }) as unknown as typeof fetch;
    return { impl, calls };
  }

  it('posts every openid field back with mode check_authentication, form-encoded', async () => {
    const { impl, calls } = fakeFetch(fixture('check-authentication-valid.txt'));
    expect(await checkAuthentication(STEAM, recorded, impl)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(STEAM);
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    const sent = Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)));
    const { state: _ours, ...openid } = recorded;
    expect(sent).toEqual({ ...openid, 'openid.mode': 'check_authentication' });
  });

  it.each([
    ['is_valid:false', fixture('check-authentication-invalid.txt'), 200],
    ['no ns', 'is_valid:true\n', 200],
    ['a padded value', `ns:${OPENID_NS}\nis_valid: true\n`, 200],
    ['an HTML page', '<html><body>is_valid:true</body></html>', 200],
    ['a server error', fixture('check-authentication-valid.txt'), 500],
    ['two answers', `ns:${OPENID_NS}\nis_valid:false\nis_valid:true\n`, 200],
  ])('refuses %s', async (_name, body, status) => {
    expect(await checkAuthentication(STEAM, recorded, fakeFetch(body, status).impl)).toBe(false);
  });
});
