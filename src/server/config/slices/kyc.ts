import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { KycThresholds } from '../../../shared/kyc';
import { hundredths, type SliceEnv } from '../envFields';
import { inMemory } from './storage';

/** KYC (domain/kyc): where documents are kept and which withdrawals need which level. */
export const kycEnv = {
  KYC_DOCUMENTS_DIR: z.string().min(1).optional(),
  KYC_DOCUMENT_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int()
    .min(1024)
    .max(5 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  KYC_LEVEL_1_ABOVE: hundredths.min(0).default(200_000),
  KYC_LEVEL_2_ABOVE: hundredths.min(0).default(1_400_000),
  KYC_LEVEL_3_ABOVE: hundredths.min(0).default(5_000_000),
};

export interface KycConfig {
  /** KYC documents: kept outside the web root, fetched only by operators (domain/kyc). */
  kyc: {
    documentsDir: string;
    maxDocumentBytes: number;
    /** Withdrawals above these hundredths need KYC levels 1, 2 and 3. */
    thresholds: KycThresholds;
  };
}

export function kycConfig(e: SliceEnv<typeof kycEnv>, dataDir: string): KycConfig {
  return {
    kyc: {
      documentsDir:
        e.KYC_DOCUMENTS_DIR ??
        (inMemory(dataDir)
          ? join(tmpdir(), `gemdrop-kyc-${process.pid}`)
          : join(dataDir, 'kyc-documents')),
      maxDocumentBytes: e.KYC_DOCUMENT_MAX_BYTES,
      thresholds: {
        level1Above: e.KYC_LEVEL_1_ABOVE,
        level2Above: e.KYC_LEVEL_2_ABOVE,
        level3Above: e.KYC_LEVEL_3_ABOVE,
      },
    },
  };
}
