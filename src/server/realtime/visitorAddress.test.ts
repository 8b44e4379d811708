import { describe, expect, it } from 'vitest';
import { visitorAddress } from './visitorAddress';

describe('visitorAddress', () => {
  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(visitorAddress('203.0.113.7', '198.51.100.1', [])).toBe('203.0.113.7');
  });

  it('reads X-Forwarded-For behind a trusted proxy, right-most untrusted hop first', () => {
    expect(visitorAddress('10.0.0.2', '198.51.100.1, 203.0.113.9', ['10.0.0.2'])).toBe(
      '203.0.113.9',
    );
    expect(visitorAddress('10.0.0.2', '198.51.100.1, 10.0.0.3', ['10.0.0.2', '10.0.0.3'])).toBe(
      '198.51.100.1',
    );
  });

  it('matches an IPv4 proxy in its IPv6-mapped form', () => {
    expect(visitorAddress('::ffff:127.0.0.1', '2001:db8::5', ['127.0.0.1'])).toBe('2001:db8::5');
  });

  it('falls back to the peer when a trusted proxy sends no header', () => {
    expect(visitorAddress('::ffff:127.0.0.1', undefined, ['127.0.0.1'])).toBe('127.0.0.1');
  });
});
