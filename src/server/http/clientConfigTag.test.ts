import { describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, parseClientConfig } from '../../shared/client-config';
import { clientConfigTag, withClientConfig } from './clientConfigTag';

/** What a browser's JSON.parse(element.textContent) would see. */
function readBack(html: string): unknown {
  const match = /<script type="application\/json" id="client-config">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no config element');
  return JSON.parse(match[1]!);
}

describe('client config tag', () => {
  it('carries the settings as JSON the client reads back unchanged', () => {
    const config = {
      ...DEFAULT_CLIENT_CONFIG,
      analytics: { key: 'phc_1', host: 'https://e.example.com' },
    };
    expect(parseClientConfig(readBack(clientConfigTag(config)))).toEqual(config);
  });

  it('cannot be closed early by a value', () => {
    const hostile = { ...DEFAULT_CLIENT_CONFIG, helpdesk: { websiteId: '</script><script>x()' } };
    const tag = clientConfigTag(hostile);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(readBack(tag)).toEqual(hostile);
  });

  it('goes first into <head>, before the module scripts', () => {
    const page =
      '<!doctype html><html><head lang="en"><script type="module" src="/a.js"></script></head></html>';
    const html = withClientConfig(page, DEFAULT_CLIENT_CONFIG);
    expect(html.indexOf('id="client-config"')).toBeGreaterThan(html.indexOf('<head'));
    expect(html.indexOf('id="client-config"')).toBeLessThan(html.indexOf('type="module"'));
    expect(readBack(html)).toEqual(DEFAULT_CLIENT_CONFIG);
  });
});
