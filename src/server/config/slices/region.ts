import { z } from 'zod';
import type { SliceEnv } from '../envFields';

/** The region lock (domain/compliance): ISO 3166-1 alpha-2 codes, comma-separated. */
export const regionEnv = {
  RESTRICTED_COUNTRIES: z
    .string()
    .regex(/^([A-Z]{2})?(,[A-Z]{2})*$/, {
      error: 'must be comma-separated two-letter country codes',
    })
    .default('US,GB,FR,NL,AU,ES,IT,BE,CH,DK'),
};

export interface RegionConfig {
  restrictedCountries: string[];
}

export function regionConfig(e: SliceEnv<typeof regionEnv>): RegionConfig {
  return { restrictedCountries: e.RESTRICTED_COUNTRIES.split(',').filter(Boolean) };
}
