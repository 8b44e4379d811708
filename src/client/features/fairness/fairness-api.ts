import type { z } from 'zod';
import type {
  fairnessCalls,
  RevealedSeedPair,
  SeedsState,
} from '../../../shared/contract/fairness';
import { apiRequest } from '../../lib/http';

export type RotateAnswer = z.infer<(typeof fairnessCalls)['rotateFairnessSeeds']['response']>;

/** The seed pair calls of src/shared/contract/fairness.ts. */
export interface FairnessApi {
  getSeeds(): Promise<SeedsState>;
  rotate(clientSeed: string): Promise<RotateAnswer>;
  listRevealed(): Promise<{ pairs: RevealedSeedPair[] }>;
}

export const fairnessApi: FairnessApi = {
  getSeeds: () => apiRequest('/fairness/seeds'),
  rotate: (clientSeed) =>
    apiRequest('/fairness/seeds/rotate', { method: 'POST', body: { clientSeed } }),
  listRevealed: () => apiRequest('/fairness/seeds/revealed'),
};
