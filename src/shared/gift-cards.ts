/** Gift card codes: 16 characters without look-alikes (no 0/O, 1/I/L), in groups of four. */
export const GIFT_CARD_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GIFT_CARD_LENGTH = 16;

/** A typed code as it is matched: upper case, without spaces or dashes. */
export function normalizeGiftCardCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** The most codes one batch creates, and the largest value of one card (10,000.00 gems). */
export const GIFT_CARD_BATCH_MAX = 1_000;
export const GIFT_CARD_VALUE_MAX = 1_000_000;
