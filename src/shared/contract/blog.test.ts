import { describe, expect, it } from 'vitest';
import { blogSlugSchema, isBlogImageUrl } from './blog';

describe('blog slugs', () => {
  it.each(['crash-explained', 'v2-release', 'abc'])('accepts %s', (slug) => {
    expect(blogSlugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(['ab', 'Crash', 'two--hyphens', '-edge', 'edge-', 'a/b', 'under_score', 'x'.repeat(81)])(
    'refuses %s',
    (slug) => {
      expect(blogSlugSchema.safeParse(slug).success).toBe(false);
    },
  );
});

describe('blog image addresses', () => {
  it('accepts https on an allowed host', () => {
    expect(isBlogImageUrl('https://cdn.gemdrop.gg/blog/a.webp')).toBe(true);
  });

  it.each([
    'http://cdn.gemdrop.gg/a.webp',
    'https://evil.example/a.webp',
    'https://cdn.gemdrop.gg.evil.example/a.webp',
    'https://sub.cdn.gemdrop.gg/a.webp',
    'https://user@cdn.gemdrop.gg/a.webp',
    'https://cdn.gemdrop.gg:8443/a.webp',
    'javascript:alert(1)',
    '/blog/a.webp',
    'not a url',
  ])('refuses %s', (address) => {
    expect(isBlogImageUrl(address)).toBe(false);
  });
});
