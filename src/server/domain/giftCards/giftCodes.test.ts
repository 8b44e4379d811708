import { describe, expect, it } from 'vitest';
import { GIFT_CARD_ALPHABET, normalizeGiftCardCode } from '../../../shared/gift-cards';
import { giftCardCodeHash, newGiftCardCode } from './giftCodes';

describe('gift card codes', () => {
  it('are four groups of four from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = newGiftCardCode();
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
      for (const ch of code.replace(/-/g, '')) expect(GIFT_CARD_ALPHABET).toContain(ch);
    }
  });

  it('never repeats in a large draw and uses every character', () => {
    const codes = new Set(Array.from({ length: 5_000 }, newGiftCardCode));
    expect(codes.size).toBe(5_000);
    const seen = new Set([...codes].join('').replace(/-/g, ''));
    expect(seen.size).toBe(GIFT_CARD_ALPHABET.length);
  });

  it('hashes the normalized code: case, spaces and dashes do not matter', () => {
    const code = 'ABCD-EFGH-JKMN-PQRS';
    const hash = giftCardCodeHash(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(giftCardCodeHash('abcd efgh jkmn pqrs')).toBe(hash);
    expect(giftCardCodeHash('ABCDEFGHJKMNPQRS')).toBe(hash);
    expect(giftCardCodeHash('ABCD-EFGH-JKMN-PQRT')).not.toBe(hash);
    expect(normalizeGiftCardCode(' ab-cd ')).toBe('ABCD');
  });
});
