import { z } from 'zod';
import { BRAND_IDS, type Brand, brandById, DEFAULT_BRAND_ID } from '../../../shared/brands';
import type { SliceEnv } from '../envFields';

/** Which of the two platform variants this start serves (src/shared/brands.ts). */
export const brandEnv = {
  SITE_BRAND: z
    .enum(BRAND_IDS, { error: `must be one of ${BRAND_IDS.join(', ')}` })
    .default(DEFAULT_BRAND_ID),
};

export interface BrandConfig {
  brand: Brand;
}

export function brandConfig(e: SliceEnv<typeof brandEnv>): BrandConfig {
  return { brand: brandById(e.SITE_BRAND) };
}
