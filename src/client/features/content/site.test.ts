import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLIENT_CONFIG } from '../../../shared/client-config';

// The page's runtime settings, as the server would render them with SUPPORT_EMAIL set.
vi.mock('../../lib/runtime-config', () => ({
  clientConfig: () => ({ ...DEFAULT_CLIENT_CONFIG, supportEmail: 'help@operator.example' }),
}));

const { site } = await import('./site');
const { SUPPORT_EMAIL } = await import('../compliance/compliance-config');
const { termsOfService } = await import('./policies/terms-of-service');
const { privacyPolicy } = await import('./policies/privacy-policy');

describe('support address', () => {
  it('is the configured one on the contact, region-lock and policy pages', () => {
    expect(site.supportEmail).toBe('help@operator.example');
    expect(SUPPORT_EMAIL).toBe('help@operator.example');
    expect(JSON.stringify(termsOfService)).toContain('help@operator.example');
    expect(JSON.stringify(privacyPolicy)).toContain('help@operator.example');
  });
});
