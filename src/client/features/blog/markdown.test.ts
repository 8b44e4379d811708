import { describe, expect, it } from 'vitest';
import { renderBlogMarkdown } from './markdown';

describe('renderBlogMarkdown', () => {
  it('renders Markdown', () => {
    expect(renderBlogMarkdown('# Title\n\nSome **bold**.')).toBe(
      '<h1>Title</h1>\n<p>Some <strong>bold</strong>.</p>\n',
    );
  });

  it('shows raw HTML as text', () => {
    const html = renderBlogMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('gives links rel="noopener noreferrer" and drops script targets', () => {
    expect(renderBlogMarkdown('[site](https://example.com)')).toContain(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>',
    );
    expect(renderBlogMarkdown('[fair](/fairness)')).toContain(
      '<a href="/fairness" rel="noopener noreferrer">fair</a>',
    );
    expect(renderBlogMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
  });

  it('keeps images only from the allowed hosts', () => {
    expect(renderBlogMarkdown('![cover](https://cdn.gemdrop.gg/a.webp)')).toContain(
      '<img src="https://cdn.gemdrop.gg/a.webp" alt="cover" loading="lazy" referrerpolicy="no-referrer">',
    );
    const foreign = renderBlogMarkdown('![tracker "x"](https://evil.example/pixel.png)');
    expect(foreign).not.toContain('<img');
    expect(foreign).toContain('tracker &quot;x&quot;');
    expect(renderBlogMarkdown('![d](data:image/png;base64,AAAA)')).not.toContain('<img');
  });
});
