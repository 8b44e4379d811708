import type { UseFormReturn } from 'react-hook-form';
import type { VerifierFormText } from '../../../features/fairness/verifier-schema';
import { VerifierField } from './VerifierField';

/** The fields every verifier asks: the seed pair, its optional hash, the nonce and the stake. */
export function SeedFields({
  form,
  withAmount = true,
}: {
  form: UseFormReturn<VerifierFormText, unknown, unknown>;
  /** Case openings cost the case's price: no stake to ask. */
  withAmount?: boolean;
}) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <VerifierField
        label="Server seed (revealed)"
        error={errors.serverSeed?.message}
        wide
        {...register('serverSeed')}
      />
      <VerifierField
        label="Server seed hash (optional)"
        hint="The hash shown before your bets; we check the seed against it."
        error={errors.serverSeedHash?.message}
        wide
        {...register('serverSeedHash')}
      />
      <VerifierField
        label="Client seed"
        error={errors.clientSeed?.message}
        {...register('clientSeed')}
      />
      <VerifierField
        label="Nonce"
        inputMode="numeric"
        error={errors.nonce?.message}
        {...register('nonce')}
      />
      {withAmount && (
        <VerifierField
          label="Bet amount (gems)"
          inputMode="decimal"
          error={errors.amount?.message}
          {...register('amount')}
        />
      )}
    </>
  );
}
