import { describe, expect, it } from 'vitest';
import { MAX_MARKS_PER_LETTER, sanitizeText } from './sanitizeText';

const codePoints = (s: string) => [...s].map((c) => c.codePointAt(0)!.toString(16));

describe('sanitizeText', () => {
  it('keeps ordinary text in any script as typed', () => {
    for (const text of ['gg wp', 'Привет всем', 'Merhaba, nasılsın?', '¿Qué tal?', 'שלום', 'مرحبا'])
      expect(sanitizeText(text)).toBe(text);
  });

  it('removes zero-width characters that split words past filters', () => {
    expect(sanitizeText('ad\u200Bmin')).toBe('admin');
    expect(sanitizeText('ev\u2060il\uFEFF.com')).toBe('evil.com');
    expect(sanitizeText('so\u00ADft')).toBe('soft');
  });

  it('removes bidirectional overrides that make "gpj.exe" read as "exe.jpg"', () => {
    expect(sanitizeText('photo\u202Egpj.exe')).toBe('photogpj.exe');
    expect(sanitizeText('\u2066a\u2069\u200E\u200F\u061C')).toBe('a');
  });

  it('removes tag characters, which can smuggle invisible text', () => {
    expect(sanitizeText('hi\u{E0041}\u{E0042}')).toBe('hi');
  });

  it('keeps the zero-width joiner inside emoji sequences only', () => {
    const family = '👨\u200D👩\u200D👧';
    const coder = '👩🏽\u200D💻';
    const heartOnFire = '❤\uFE0F\u200D🔥';
    expect(sanitizeText(family)).toBe(family);
    expect(sanitizeText(coder)).toBe(coder);
    expect(sanitizeText(heartOnFire)).toBe(heartOnFire);
    expect(sanitizeText('a\u200Db')).toBe('ab');
  });

  it('keeps the non-joiner between non-Latin letters (Persian) but not inside Latin words', () => {
    const persian = 'می\u200Cخواهم';
    expect(sanitizeText(persian)).toBe(persian);
    expect(sanitizeText('ad\u200Cmin')).toBe('admin');
  });

  it('caps combining marks per letter (a "Zalgo" flood)', () => {
    const zalgo = 'Z' + '\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307'.repeat(20) + 'a';
    const cleaned = sanitizeText(zalgo);
    expect([...cleaned]).toHaveLength(1 + MAX_MARKS_PER_LETTER + 1);
    expect(cleaned.startsWith('Z')).toBe(true);
    expect(cleaned.endsWith('a')).toBe(true);
  });

  it('keeps the marks real scripts need', () => {
    const hindi = 'क्षत्रिय';
    const thai = 'น้ำ';
    const vietnamese = 'Tiếng Việt';
    for (const text of [hindi, thai, vietnamese])
      expect(sanitizeText(text)).toBe(text.normalize('NFC'));
  });

  it('drops marks with no letter to sit on', () => {
    expect(sanitizeText('\u0301\u0301hi \u0301there')).toBe('hi there');
  });

  it('turns blank look-alikes and exotic spaces into plain spaces, and every line break into \\n', () => {
    expect(sanitizeText('\u3164')).toBe(' ');
    expect(sanitizeText('\u2800\u2800')).toBe('  ');
    expect(sanitizeText('a\u00A0b\u3000c\td')).toBe('a b c d');
    expect(sanitizeText('a\r\nb\rc\u2028d')).toBe('a\nb\nc\nd');
  });

  it('removes control characters', () => {
    expect(sanitizeText('a\u0000b\u0007c\u001Bd\u007F')).toBe('abcd');
  });

  it('composes to NFC so look-alike spellings compare equal', () => {
    expect(codePoints(sanitizeText('e\u0301'))).toEqual(['e9']);
  });
});
