import type { z } from 'zod';
import type { fairnessCalls, SeedsState } from '../../../shared/contract/fairness';
import { apiRequest } from '../../lib/http';

export type RotateAnswer = z.infer<(typeof fairnessCalls)['rotateFairnessSeeds']['response']>;
export type RevealedPage = z.infer<(typeof fairnessCalls)['listRevealedSeeds']['response']>;

/** The seed pair calls of src/shared/contract/fairness.ts. */
export interface FairnessApi {
  /** The active pair, made with this client seed if the player had none (else unchanged). */
  start(clientSeed: string): Promise<SeedsState>;
  getSeeds(): Promise<SeedsState>;
  rotate(clientSeed: string): Promise<RotateAnswer>;
  /** A page of revealed pairs, newest first; `before` is the previous page's nextCursor. */
  listRevealed(before?: string): Promise<RevealedPage>;
}

export const fairnessApi: FairnessApi = {
  start: (clientSeed) =>
    apiRequest('/fairness/seeds/start', { method: 'POST', body: { clientSeed } }),
  getSeeds: () => apiRequest('/fairness/seeds'),
  rotate: (clientSeed) =>
    apiRequest('/fairness/seeds/rotate', { method: 'POST', body: { clientSeed } }),
  listRevealed: (before) =>
    apiRequest(
      before
        ? `/fairness/seeds/revealed?before=${encodeURIComponent(before)}`
        : '/fairness/seeds/revealed',
    ),
};
