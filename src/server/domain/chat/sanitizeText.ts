/**
 * Cleans the characters a player typed before anything else reads them, so filters,
 * mentions and the repeat check all see the text a reader sees. Each rule answers a trick:
 *
 * - Invisible format characters (zero-width space, word joiner, BOM, soft hyphen, tag
 *   characters) hide text or split words past filters: removed. The zero-width joiner
 *   survives only inside emoji sequences (👩‍💻), the non-joiner only between non-Latin
 *   letters (Persian and Indic spelling need it).
 * - Bidirectional controls (RLO and friends) reorder what follows, so "gpj.exe" reads as
 *   "exe.jpg": removed. Arabic and Hebrew still display right, by the Unicode bidi rules.
 * - Combining-mark floods ("Zalgo") spill over neighbouring lines: at most
 *   MAX_MARKS_PER_LETTER marks stay on a letter, enough for every real script.
 * - Blank look-alikes (Hangul fillers, braille blank) fake empty messages: they become spaces.
 * - Controls are removed, every kind of line break becomes "\n", every other space " ".
 *
 * Spacing (collapsing runs, trimming) is left to the message as a whole (draftMessage).
 */
export const MAX_MARKS_PER_LETTER = 4;

const FORMAT = /\p{Cf}/u;
const CONTROL = /\p{Cc}/u;
const MARK = /\p{M}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const NON_LATIN_LETTER = /^(?![A-Za-z])[\p{L}\p{M}]$/u;
const ZWJ = '\u200D';
const ZWNJ = '\u200C';
const VARIATION_SELECTOR_16 = '\uFE0F';
const BLANK_LOOKALIKES = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;

function keepsJoiner(joiner: string, before: string | undefined, after: string | undefined) {
  if (before === undefined || after === undefined) return false;
  if (joiner === ZWJ)
    return (
      (PICTOGRAPH.test(before) ||
        EMOJI_MODIFIER.test(before) ||
        before === VARIATION_SELECTOR_16) &&
      PICTOGRAPH.test(after)
    );
  return NON_LATIN_LETTER.test(before) && NON_LATIN_LETTER.test(after);
}

export function sanitizeText(raw: string): string {
  const chars = Array.from(
    raw
      .normalize('NFC')
      .replace(/\r\n?|[\u2028\u2029\u0085]/gu, '\n')
      .replace(BLANK_LOOKALIKES, ' ')
      .replace(/[\t\p{Zs}]/gu, ' '),
  );
  const kept: string[] = [];
  let marks = 0;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char !== '\n' && CONTROL.test(char)) continue;
    if (FORMAT.test(char)) {
      if ((char === ZWJ || char === ZWNJ) && keepsJoiner(char, kept.at(-1), chars[i + 1]))
        kept.push(char);
      continue;
    }
    if (MARK.test(char)) {
      // A mark with nothing to sit on (the start, a space, a line break) is dropped too.
      const base = kept.at(-1);
      if (base === undefined || base === ' ' || base === '\n') continue;
      if (++marks > MAX_MARKS_PER_LETTER) continue;
      kept.push(char);
      continue;
    }
    marks = 0;
    kept.push(char);
  }
  return kept.join('');
}
