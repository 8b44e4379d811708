import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { VerifierField } from './VerifierField';

// What a game drawn by a beacon publishes once it is over (a coin flip, a room, a battle):
// the server seed, the hash shown when the game opened, and the beacon value named when its
// last seat filled. One schema and one set of fields for every verifier of such a game.

export const beaconProofFields = {
  serverSeed: z.string().trim().min(1, { error: 'Paste the revealed server seed' }),
  serverSeedHash: z
    .string()
    .trim()
    .toLowerCase()
    .refine((text) => text === '' || /^[0-9a-f]{64}$/.test(text), {
      error: 'A seed hash is 64 hexadecimal characters',
    }),
  beaconValue: z
    .string()
    .trim()
    .toLowerCase()
    .refine((text) => /^[^:\s]+$/.test(text), { error: 'Paste the beacon value' }),
};

type ProofField = keyof typeof beaconProofFields;

interface BeaconProofFieldsProps {
  /** The form's register (any form whose values hold the three fields). */
  register: (name: ProofField) => UseFormRegisterReturn;
  errors: Partial<Record<ProofField, FieldError>>;
}

/** The three inputs of a beacon-drawn game's proof, labelled, with their errors. */
export function BeaconProofFields({ register, errors }: BeaconProofFieldsProps) {
  return (
    <>
      <VerifierField
        label="Server seed"
        wide
        error={errors.serverSeed?.message}
        {...register('serverSeed')}
      />
      <VerifierField
        label="Server seed hash (optional)"
        wide
        error={errors.serverSeedHash?.message}
        {...register('serverSeedHash')}
      />
      <VerifierField
        label="Beacon value"
        wide
        error={errors.beaconValue?.message}
        {...register('beaconValue')}
      />
    </>
  );
}
