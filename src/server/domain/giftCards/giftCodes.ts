import { createHash, randomInt } from 'node:crypto';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_LENGTH,
  normalizeGiftCardCode,
} from '../../../shared/gift-cards';

/**
 * A fresh code from the CSPRNG: 16 characters of an alphabet without look-alikes (no 0/O,
 * 1/I/L), shown in groups of four. 31^16 ≈ 2^79 codes, so guessing one is hopeless even
 * before the redemption throttle. randomInt() draws without modulo bias.
 */
export function newGiftCardCode(): string {
  let raw = '';
  for (let i = 0; i < GIFT_CARD_LENGTH; i++)
    raw += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return raw.match(/.{4}/g)!.join('-');
}

/**
 * What is stored instead of the code: SHA-256 of its normalized form. The codes carry
 * ~79 random bits, so a plain hash cannot be reversed by trying codes, and lookup stays one
 * indexed equality.
 */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');
}
