import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-20T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('<RelativeTime>', () => {
  it('renders a machine-readable <time> with the relative text', async () => {
    vi.resetModules();
    const { RelativeTime } = await import('./RelativeTime');
    const html = renderToStaticMarkup(<RelativeTime date="2026-11-20T11:55:00Z" />);
    expect(html).toMatch(
      /^<time dateTime="2026-11-20T11:55:00.000Z" title="[^"]+">5 minutes ago<\/time>$/,
    );
  });

  it('renders nothing for an invalid date', async () => {
    const { RelativeTime } = await import('./RelativeTime');
    expect(renderToStaticMarkup(<RelativeTime date="nope" />)).toBe('');
  });
});
