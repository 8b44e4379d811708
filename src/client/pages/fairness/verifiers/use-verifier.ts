import { useState } from 'react';
import type { z } from 'zod';
import type { FairSeeds } from '../../../../../games/fair';
import type { VerifierOwnFields } from '../../../features/fairness/verifier-schema';
import { commitmentCheck } from '../../../features/fairness/verify';
import type { SceneDriver } from '../../../features/instant-games/scene-driver';
import { useGameScene } from '../../../features/instant-games/use-game-scene';
import { useVerifierForm } from './use-verifier-form';
import type { Verification } from './VerifierOutput';

/** The seed fields every verifier schema yields. */
interface PastedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** A game's part of a check: compute from the seeds, draw on the scene, say it in words. */
export type VerifyGame<Values> = (
  values: Values,
  seeds: FairSeeds,
  driver: SceneDriver,
) => Omit<Verification, 'hashMatches'>;

/**
 * Everything a verifier shares: its scene, its form, and the result with the commitment
 * check, so each game supplies only its own computation and drawing.
 */
export function useVerifier<S extends z.ZodType<PastedSeeds>>(
  schema: S,
  verifyGame: VerifyGame<z.output<S>>,
  /** The game's own form fields (verifier-schema.ts): the seed fields are everyone's. */
  own: VerifierOwnFields,
) {
  const driver = useGameScene();
  const [result, setResult] = useState<Verification | null>(null);
  const { form, verify } = useVerifierForm(
    schema,
    (values: z.output<S>) => {
      const seeds = {
        serverSeed: values.serverSeed,
        clientSeed: values.clientSeed,
        nonce: values.nonce,
      };
      const hashMatches = commitmentCheck(values.serverSeed, values.serverSeedHash);
      setResult({ hashMatches, ...verifyGame(values, seeds, driver) });
    },
    own,
  );
  return { driver, form, verify, result };
}
