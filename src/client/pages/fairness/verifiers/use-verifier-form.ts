import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from '../../../router';
import type { z } from 'zod';
import {
  hasSeeds,
  verifierDefaults,
  type VerifierFormText,
  type VerifierOwnFields,
} from '../../../features/fairness/verifier-schema';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';

/**
 * A verifier's form: filled from the link's query, checked with the game's schema, and
 * computed at once when the link already carries the seeds (a "Verify" link from a bet).
 */
export function useVerifierForm<S extends z.ZodType>(
  schema: S,
  onVerify: (values: z.output<S>) => void,
  /** The game's own fields and their text when the link does not fill them. */
  own: VerifierOwnFields,
) {
  const [query] = useSearchParams();
  const form = useForm<VerifierFormText, unknown, z.output<S>>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema as never) as unknown as Resolver<
      VerifierFormText,
      unknown,
      z.output<S>
    >,
    defaultValues: verifierDefaults(query, own),
  });
  const verify = form.handleSubmit(onVerify);

  const firstQuery = useRef(query.toString());
  useEffect(() => {
    if (hasSeeds(verifierDefaults(new URLSearchParams(firstQuery.current)))) void verify();
    // Once, for the link the page opened with.
  }, []);

  return { form, verify };
}
