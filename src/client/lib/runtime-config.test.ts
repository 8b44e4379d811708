import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../shared/client-config';
import { clientConfig, readClientConfig } from './runtime-config';

/** A document with (or without) the server's settings element. */
const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === 'client-config' && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('runtime client config', () => {
  it('reads the settings the server rendered into the page', () => {
    const config = readClientConfig(
      pageWith('{"supportEmail":"help@example.com","helpdesk":{"websiteId":"w-1"}}'),
    );
    expect(config.supportEmail).toBe('help@example.com');
    expect(config.helpdesk).toEqual({ websiteId: 'w-1' });
    expect(config.analytics).toBeNull();
  });

  it('falls back to defaults (every service off) without the element or with broken JSON', () => {
    expect(readClientConfig(undefined)).toEqual(DEFAULT_CLIENT_CONFIG);
    expect(readClientConfig(pageWith(null))).toEqual(DEFAULT_CLIENT_CONFIG);
    expect(readClientConfig(pageWith('{not json'))).toEqual(DEFAULT_CLIENT_CONFIG);
  });

  it('is all off outside a browser page', () => {
    expect(clientConfig()).toEqual(DEFAULT_CLIENT_CONFIG);
  });
});
