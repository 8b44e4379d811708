import { describe, expect, it } from 'vitest';
import { findLinks, isAllowedHost, resolveLink } from './links';

const HOSTS = ['gemdrop.gg', 'x.com'];

describe('findLinks', () => {
  it('finds addresses with a scheme or www., leaving sentence punctuation outside', () => {
    expect(
      findLinks('see https://gemdrop.gg/cases, or www.x.com/gemdrop.').map((l) => l.text),
    ).toEqual(['https://gemdrop.gg/cases', 'www.x.com/gemdrop']);
  });

  it('ignores a scheme with nothing after it and non-web schemes', () => {
    expect(findLinks('https:// javascript:alert(1) ftp://x.com')).toEqual([]);
  });
});

describe('resolveLink', () => {
  it('opens allowed hosts and their subdomains', () => {
    expect(resolveLink('https://gemdrop.gg/r/abc', HOSTS)).toBe('https://gemdrop.gg/r/abc');
    expect(resolveLink('www.x.com', HOSTS)).toBe('https://www.x.com/');
    expect(resolveLink('HTTP://Blog.GemDrop.gg', HOSTS)).toBe('http://blog.gemdrop.gg/');
  });

  it('refuses other hosts, naming them', () => {
    expect(() => resolveLink('https://evil.example/free-skins', HOSTS)).toThrow(
      'Links to evil.example are not allowed in chat',
    );
    expect(() => resolveLink('https://gemdrop.gg.evil.example', HOSTS)).toThrow(/evil\.example/);
    expect(() => resolveLink('https://notgemdrop.gg', HOSTS)).toThrow(/notgemdrop\.gg/);
  });

  it('judges the host a browser would open, not the one the text suggests', () => {
    expect(() => resolveLink('https://gemdrop.gg@evil.example', HOSTS)).toThrow(/evil\.example/);
    expect(() => resolveLink('https://user:pw@gemdrop.gg', HOSTS)).toThrow(/user name or password/);
    // A Cyrillic "е" in the host arrives as punycode, which no allowed host equals.
    expect(() => resolveLink('https://gеmdrop.gg', HOSTS)).toThrow(/xn--/);
  });

  it('matches hosts whole, ignoring a trailing dot', () => {
    expect(isAllowedHost('gemdrop.gg.', HOSTS)).toBe(true);
    expect(isAllowedHost('evilgemdrop.gg', HOSTS)).toBe(false);
  });
});
