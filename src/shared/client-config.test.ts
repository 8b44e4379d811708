import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, DEFAULT_SUPPORT_EMAIL, parseClientConfig } from './client-config';

const full = {
  supportEmail: 'help@example.com',
  analytics: { key: 'phc_abc', host: 'https://e.example.com' },
  errorReporting: { dsn: 'https://key@o1.ingest.example.com/2', environment: 'production' },
  helpdesk: { websiteId: '8f0b2c9e-1d4a-4c3b-9e5f-0a1b2c3d4e5f' },
  catalogueImages: true,
  brand: 'gemdrop-cs2',
};

describe('parseClientConfig', () => {
  it('keeps every valid setting', () => {
    expect(parseClientConfig(full)).toEqual(full);
  });

  it('turns every service off and uses the default address for no or junk input', () => {
    for (const raw of [undefined, null, 'text', 42, [], {}]) {
      expect(parseClientConfig(raw)).toEqual(DEFAULT_CLIENT_CONFIG);
    }
  });

  it('switches off only the service whose settings are malformed', () => {
    const parsed = parseClientConfig({
      ...full,
      analytics: { key: 'phc_abc', host: 'javascript:alert(1)' },
      errorReporting: { dsn: 'https://key@o1.ingest.example.com/2' },
    });
    expect(parsed.analytics).toBeNull();
    expect(parsed.errorReporting).toBeNull();
    expect(parsed.helpdesk).toEqual(full.helpdesk);
  });

  it('falls back to the default support address when the value is not an address', () => {
    expect(parseClientConfig({ supportEmail: 'not an email' }).supportEmail).toBe(
      DEFAULT_SUPPORT_EMAIL,
    );
    expect(parseClientConfig({ supportEmail: '' }).supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
  });

  it('shows catalogue pictures only when the setting is exactly true', () => {
    for (const value of [undefined, 'true', 1, {}, false]) {
      expect(parseClientConfig({ ...full, catalogueImages: value }).catalogueImages).toBe(false);
    }
  });

  it('draws the default brand for a missing or unknown brand id', () => {
    for (const value of [undefined, '', 'GemDrop', 'cs2', 1, {}]) {
      expect(parseClientConfig({ ...full, brand: value }).brand).toBe('gemdrop');
    }
  });

  it('drops unknown fields', () => {
    const parsed = parseClientConfig({ ...full, analytics: { ...full.analytics, secret: 'x' } });
    expect(parsed.analytics).toEqual(full.analytics);
  });
});
