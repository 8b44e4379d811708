import type { FormEventHandler, ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { VerifierFormText } from '../../../features/fairness/verifier-schema';
import { Button } from '../../../ui/Button';
import { SeedFields } from './SeedFields';
import { VerifierOutput, type Verification } from './VerifierOutput';

interface VerifierFormProps {
  /** The form's accessible name, e.g. "Dice verifier". */
  label: string;
  form: UseFormReturn<VerifierFormText, unknown, unknown>;
  verify: FormEventHandler<HTMLFormElement>;
  result: Verification | null;
  /** The game's drawing of the result. */
  stage: ReactNode;
  /** The game's own fields, after the seed fields. */
  children: ReactNode;
  /** Ask for the stake (every game but case opening). */
  withAmount?: boolean;
}

/** A verifier's page part: the seed fields, the game's fields, Verify, and the result. */
export function VerifierForm({
  label,
  form,
  verify,
  result,
  stage,
  children,
  withAmount,
}: VerifierFormProps) {
  return (
    <>
      <form className="verifier__form" onSubmit={verify} noValidate aria-label={label}>
        <SeedFields form={form} withAmount={withAmount} />
        {children}
        <Button type="submit" variant="primary" size="lg" className="verifier__submit">
          Verify
        </Button>
      </form>
      <VerifierOutput result={result} stage={stage} />
    </>
  );
}
