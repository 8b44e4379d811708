import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_LINKS, SUPPORT_EMAIL } from './compliance-config';
import RegionOverlay from './RegionOverlay';

describe('<RegionOverlay>', () => {
  const html = renderToStaticMarkup(<RegionOverlay country="US" />);

  it('is titled with the country and explains the lock and the VPN advice', () => {
    expect(html).toContain('Unavailable in Your Region (US)</h1>');
    expect(html).toContain('cannot accept users from your country (US)');
    expect(html).toMatch(/disconnect it/);
  });

  it('links the communities and support', () => {
    expect(html).toContain(`href="${COMMUNITY_LINKS.chat.href}"`);
    expect(html).toContain(`href="${COMMUNITY_LINKS.x.href}"`);
    expect(html).toContain(`href="mailto:${SUPPORT_EMAIL}"`);
    expect(html).toContain('>Contact Us</a>');
  });

  it('is a labelled dialog without a close button', () => {
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="region-overlay-title"/);
    expect(html).not.toMatch(/Close/);
  });
});
