import { describe, expect, it } from 'vitest';
import { KYC_FILE_NAME_PATTERN, kycLevelRequired, sniffDocumentType } from './kyc';

describe('kyc', () => {
  it('recognises PNG, JPEG and PDF by their first bytes only', () => {
    expect(
      sniffDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('image/png');
    expect(sniffDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffDocumentType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffDocumentType(Uint8Array.from([0x89, 0x50]))).toBeNull();
  });

  it('refuses folder and dot-dot names', () => {
    for (const bad of ['../a.png', 'a/b.png', 'a\\b.png', '.env', 'x..png', ''])
      expect(KYC_FILE_NAME_PATTERN.test(bad), bad).toBe(false);
    expect(KYC_FILE_NAME_PATTERN.test('My Passport (1).png')).toBe(true);
  });

  it('names the level a withdrawal needs', () => {
    const t = { level1Above: 0, level2Above: 200_000, level3Above: 1_000_000 };
    expect(kycLevelRequired(0, t)).toBe(0);
    expect(kycLevelRequired(1, t)).toBe(1);
    expect(kycLevelRequired(200_001, t)).toBe(2);
    expect(kycLevelRequired(1_000_001, t)).toBe(3);
  });
});
