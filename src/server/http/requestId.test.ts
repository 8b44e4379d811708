import { describe, expect, it } from 'vitest';
import { requestIdOf } from './requestId';

const withHeader = (value?: string | string[]) => ({
  headers: value === undefined ? {} : { 'x-request-id': value },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('a request id', () => {
  it("keeps the balancer's id when it is well formed", () => {
    expect(requestIdOf(withHeader('7f3c1b2a9d8e4f60a1b2c3d4e5f60718'))).toBe(
      '7f3c1b2a9d8e4f60a1b2c3d4e5f60718',
    );
    expect(requestIdOf(withHeader('req-1234.abcd:9'))).toBe('req-1234.abcd:9');
  });

  it('makes a new one when none came, or a malformed one did', () => {
    expect(requestIdOf(withHeader())).toMatch(UUID);
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it', 'line\nbreak00', ''])
      expect(requestIdOf(withHeader(bad))).toMatch(UUID);
    expect(requestIdOf(withHeader(['aaaaaaaa1', 'bbbbbbbb2']))).toMatch(UUID);
  });
});
