import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hmacSha256, hmacSha256Keyed, sha256Hex } from './hash';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('sha256Hex', () => {
  it('matches the published SHA-256 examples', () => {
    // FIPS 180-2, appendix B.1 ("abc") and the well-known digest of the empty message.
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes the UTF-8 bytes of any text, like node:crypto', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('hmacSha256', () => {
  it('matches RFC 4231 test case 2', () => {
    expect(hex(hmacSha256('Jefe', 'what do ya want for nothing?'))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('uses key and message as UTF-8 text, like node:crypto', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 100 }),
        fc.string({ unit: 'grapheme', maxLength: 100 }),
        (key, message) => {
          const expected = createHmac('sha256', Buffer.from(key, 'utf8'))
            .update(message, 'utf8')
            .digest('hex');
          expect(hex(hmacSha256(key, message))).toBe(expected);
        },
      ),
    );
  });

  it('keyed once, gives the same tag for each of several messages', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 70 }),
        fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 5 }),
        (key, messages) => {
          const mac = hmacSha256Keyed(key);
          for (const message of messages) {
            expect(hex(mac(message))).toBe(hex(hmacSha256(key, message)));
          }
        },
      ),
    );
  });
});
