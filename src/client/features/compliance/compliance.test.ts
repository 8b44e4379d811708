import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  complianceStore,
  decideCompliance,
  isBot,
  CHECK_TTL_MS,
  CHECKED_KEY,
  RESTRICTED_KEY,
  runComplianceCheck,
  SKIP_KEY,
  type ComplianceEnvironment,
} from './compliance';

function memory(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

function env(overrides: Partial<ComplianceEnvironment> = {}): ComplianceEnvironment {
  return { userAgent: chrome, lockParam: null, local: memory(), session: memory(), ...overrides };
}

describe('compliance decision', () => {
  beforeEach(() => complianceStore.setState({ restrictedCountry: null }));

  it('recognises bots but not browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot(chrome)).toBe(false);
  });

  it('bots skip the check', () => {
    expect(decideCompliance(env({ userAgent: 'Bingbot/2.0' }))).toEqual({ action: 'none' });
  });

  it('asks the server when nothing is remembered', () => {
    expect(decideCompliance(env())).toEqual({ action: 'check' });
  });

  it('shows a remembered restriction without asking again', () => {
    const local = memory();
    local.setItem(RESTRICTED_KEY, 'US');
    expect(decideCompliance(env({ local }))).toEqual({ action: 'show', country: 'US' });
  });

  it('reset forgets the remembered restriction', () => {
    const local = memory();
    local.setItem(RESTRICTED_KEY, 'US');
    expect(decideCompliance(env({ local, lockParam: 'reset' }))).toEqual({ action: 'check' });
    expect(local.getItem(RESTRICTED_KEY)).toBeNull();
  });

  it('skip is remembered for the tab', () => {
    const session = memory();
    const local = memory();
    local.setItem(RESTRICTED_KEY, 'US');
    expect(decideCompliance(env({ session, local, lockParam: 'skip' }))).toEqual({
      action: 'none',
    });
    expect(session.getItem(SKIP_KEY)).toBe('1');
    expect(decideCompliance(env({ session, local }))).toEqual({ action: 'none' });
  });

  it('a restricted answer shows the overlay and is remembered', async () => {
    const local = memory();
    await runComplianceCheck(env({ local }), async () => ({ restricted: true, country: 'FR' }));
    expect(complianceStore.getState().restrictedCountry).toBe('FR');
    expect(local.getItem(RESTRICTED_KEY)).toBe('FR');
  });

  it('an open country or a failed check shows nothing; a remembered one is not re-asked', async () => {
    await runComplianceCheck(env(), async () => ({ restricted: false, country: 'N/A' }));
    await runComplianceCheck(env(), async () => Promise.reject(new Error('down')));
    expect(complianceStore.getState().restrictedCountry).toBeNull();

    const local = memory();
    local.setItem(RESTRICTED_KEY, 'GB');
    const fetcher = vi.fn(async () => ({ restricted: false }));
    await runComplianceCheck(env({ local }), fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(complianceStore.getState().restrictedCountry).toBe('GB');
  });

  it('an unrestricted answer holds in the tab for a while, then is asked again', async () => {
    const session = memory();
    await runComplianceCheck(env({ session, now: 1_000 }), async () => ({ restricted: false }));
    expect(session.getItem(CHECKED_KEY)).toBe('1000');
    expect(decideCompliance(env({ session, now: 1_000 + CHECK_TTL_MS - 1 }))).toEqual({
      action: 'none',
    });
    expect(decideCompliance(env({ session, now: 1_000 + CHECK_TTL_MS }))).toEqual({
      action: 'check',
    });
    expect(decideCompliance(env({ session, now: 2_000, lockParam: 'reset' }))).toEqual({
      action: 'check',
    });
  });
});
