import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SessionRow } from './SessionRow';

const base = {
  id: '6f1c2a9e-0b7d-4c1e-9a55-3d2f1e0c9b8a',
  createdAt: '2026-11-01T00:00:00.000Z',
  lastSeenAt: '2026-11-01T00:00:00.000Z',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  ip: '203.0.113.7',
};

describe('<SessionRow>', () => {
  it('names another device and offers to sign it out', () => {
    const html = renderToStaticMarkup(
      <SessionRow session={{ ...base, current: false }} busy={false} onRevoke={() => {}} />,
    );
    expect(html).toContain('Chrome on Windows');
    expect(html).toContain('203.0.113.7');
    expect(html).toMatch(/<time dateTime="2026-11-01T00:00:00.000Z"/);
    expect(html).toContain('aria-label="Sign out Chrome on Windows"');
  });

  it('marks this device and offers no sign-out for it', () => {
    const html = renderToStaticMarkup(
      <SessionRow session={{ ...base, current: true }} busy={false} onRevoke={() => {}} />,
    );
    expect(html).toContain('This device');
    expect(html).not.toContain('Sign out');
  });
});
