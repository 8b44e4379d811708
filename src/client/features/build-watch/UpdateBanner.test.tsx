import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UpdateBanner, UpdateNotice } from './UpdateBanner';

describe('<UpdateBanner>', () => {
  it('shows nothing while the running build is the deployed one', () => {
    expect(renderToStaticMarkup(<UpdateBanner />)).toBe('');
  });

  it('offers a reload and a dismissal, as a polite status', () => {
    const html = renderToStaticMarkup(<UpdateNotice onReload={() => {}} onDismiss={() => {}} />);
    expect(html).toMatch(/role="status"/);
    expect(html).toContain('New version available');
    expect(html).toMatch(/<button[^>]*>Reload<\/button>/);
    expect(html).toMatch(/<button[^>]*>Later<\/button>/);
  });
});
