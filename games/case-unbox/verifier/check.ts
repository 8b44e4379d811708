import { z } from 'zod';
import { caseSlugSchema } from '../../../src/shared/contract/cases';
import {
  verifierSeedFields,
  type VerifierOwnFields,
} from '../../../src/client/features/fairness/verifier-schema';

// What the case opening verifier checks: its form's own fields, read with the shared contract's
// schemas, and the numbers the game's core takes.

/** Case openings: the seeds and which case; the price is the case's, so no amount. */
export const caseVerifierSchema = z.object({
  serverSeed: verifierSeedFields.serverSeed,
  serverSeedHash: verifierSeedFields.serverSeedHash,
  clientSeed: verifierSeedFields.clientSeed,
  nonce: verifierSeedFields.nonce,
  case: caseSlugSchema,
});

export const caseVerifierFields: VerifierOwnFields = { case: 'recoil-case' };
