import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpStepOf, totpUrl } from './totp';

// RFC 6238 appendix B: the SHA1 key is ASCII "12345678901234567890"; its 8-digit codes end
// in the 6-digit codes an app shows.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpStepOf', () => {
  it.each([
    [59, '287082', 1],
    [1_111_111_109, '081804', 37_037_036],
    [1_234_567_890, '005924', 41_152_263],
  ])('matches the RFC 6238 vector at T=%i', (seconds, code, step) => {
    expect(totpStepOf(RFC_SECRET, code, seconds * 1000)).toBe(step);
  });

  it('accepts the previous and next step for clock drift, but not two steps away', () => {
    const at = 1_111_111_109 * 1000; // step 37_037_036
    expect(totpStepOf(RFC_SECRET, '081804', at - 30_000)).toBe(37_037_036);
    expect(totpStepOf(RFC_SECRET, '081804', at + 30_000)).toBe(37_037_036);
    expect(totpStepOf(RFC_SECRET, '081804', at - 60_000)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '081804', at + 60_000)).toBeNull();
  });

  it('refuses a wrong code, a wrong length and another secret', () => {
    const at = 59_000;
    expect(totpStepOf(RFC_SECRET, '287083', at)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '28708', at)).toBeNull();
    expect(totpStepOf(RFC_SECRET, '94287082', at)).toBeNull();
    expect(totpStepOf(newTotpSecret(), '287082', at)).toBeNull();
  });
});

describe('newTotpSecret and totpUrl', () => {
  it('makes distinct 160-bit base32 secrets', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('names the issuer, the player and the parameters apps need', () => {
    const url = new URL(totpUrl(RFC_SECRET, 'gem_hunter'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Gemdrop:gem_hunter');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: 'Gemdrop',
      secret: RFC_SECRET,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
