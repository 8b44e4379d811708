// KYC levels and what each unlocks, shared so the page explains what the server enforces.

export const KYC_LEVELS = [0, 1, 2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];

export const KYC_LEVEL_NAMES: Record<KycLevel, string> = {
  0: 'Not verified',
  1: 'Basic details',
  2: 'Identity document',
  3: 'Proof of address',
};

/** The withdrawal thresholds (hundredths) from the server's configuration. */
export interface KycThresholds {
  /** Any withdrawal needs level 1 above this (0: every withdrawal). */
  level1Above: number;
  /** A withdrawal above this needs level 2. */
  level2Above: number;
  /** A withdrawal above this needs level 3. */
  level3Above: number;
}

/** The level a withdrawal of `amount` hundredths needs. */
export function kycLevelRequired(amount: number, thresholds: KycThresholds): KycLevel {
  if (amount > thresholds.level3Above) return 3;
  if (amount > thresholds.level2Above) return 2;
  if (amount > thresholds.level1Above) return 1;
  return 0;
}

/** Document uploads: PNG, JPEG or PDF, recognised by their first bytes. */
export const KYC_DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The type a file's first bytes show, or null: its name and declared type are never trusted. */
export function sniffDocumentType(bytes: Uint8Array): KycDocumentType | null {
  const starts = (sig: readonly number[]) =>
    bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** A document's name as shown to operators: no folders, no dot-dot, plain characters. */
export const KYC_FILE_NAME_PATTERN = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9 ._()-]{0,99}$/;
