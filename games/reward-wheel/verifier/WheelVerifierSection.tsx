import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '../../../src/client/router';
import { z } from 'zod';
import { WHEEL_TIERS, wheelTier } from '../core';
import { hex64Schema } from '../../../src/shared/contract/common';
import { clientSeedSchema, nonceSchema } from '../../../src/shared/contract/fairness';
import { VALIDATION_MODES } from '../../../src/client/lib/validation/react-hook-form';
import { amountLabel } from '../../../src/client/ui/amount';
import { Button } from '../../../src/client/ui/Button';
import { finalRotation, landingAngle } from '../../../src/client/features/wheel/wheel-motion';
import { WheelDisc } from '../../../src/client/features/wheel/WheelDisc';
import '../../../src/client/features/wheel/wheel.css';
import { VerifierField } from '../../../src/client/pages/fairness/verifiers/VerifierField';
import { VerifierSelect } from '../../../src/client/pages/fairness/verifiers/VerifierSelect';
import '../../../src/client/pages/fairness/verifiers/verifier.css';
import { type WheelVerification, verifyWheelSpin } from './wheel-verify';
import { SeedHashVerdict } from '../../../src/client/pages/fairness/verifiers/SeedHashVerdict';

const TIERS = WHEEL_TIERS.map((_, index) => String(index));

const formSchema = z.object({
  serverSeed: z.string().trim().min(1, { error: 'Paste the revealed server seed' }).max(128),
  serverSeedHash: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.union([z.literal(''), hex64Schema])),
  clientSeed: clientSeedSchema,
  nonce: z
    .string()
    .trim()
    .refine((text) => /^\d{1,10}$/.test(text), { error: 'The nonce is a whole number from 0' })
    .transform(Number)
    .pipe(nonceSchema),
  tier: z.enum(TIERS as [string, ...string[]]).transform(Number),
});
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const tierLabel = (tier: string) =>
  `Tier ${Number(tier) + 1} (from level ${WHEEL_TIERS[Number(tier)]!.minLevel})`;

/** /fairness/wheel: a spin recomputed from its revealed seeds, and the wheel landed on it. */
export default function WheelVerifierSection() {
  const [query] = useSearchParams();
  const [result, setResult] = useState<WheelVerification | null>(null);
  const disc = useRef<HTMLDivElement>(null);
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema),
    defaultValues: {
      serverSeed: query.get('serverSeed') ?? '',
      serverSeedHash: query.get('serverSeedHash') ?? '',
      clientSeed: query.get('clientSeed') ?? '',
      nonce: query.get('nonce') ?? '0',
      tier: TIERS.includes(query.get('tier') ?? '') ? query.get('tier')! : '0',
    },
  });
  const verify = form.handleSubmit((values) => setResult(verifyWheelSpin(values)));
  const errors = form.formState.errors;
  const tier = result?.spin.tier ?? 0;
  const segments = wheelTier(tier).segments;

  // The face shows the landing: the pointer on the ticket's point of its segment.
  useEffect(() => {
    if (!result || !disc.current) return;
    const { segment, within } = result.spin;
    const rotation = finalRotation(0, landingAngle(segment, within, segments.length)) % 360;
    disc.current.style.transform = `rotate(${rotation}deg)`;
  }, [result, segments.length]);

  return (
    <section className="verifier" aria-labelledby="wheel-verifier-title">
      <h2 id="wheel-verifier-title" className="content-article__heading">
        Verify a wheel spin
      </h2>
      <p className="content-article__text">
        Your browser recomputes the spin with the same code the server spun it with.
      </p>
      <form
        className="verifier__form"
        aria-label="Wheel verifier"
        noValidate
        onSubmit={(event) => void verify(event)}
      >
        <VerifierField
          label="Server seed (revealed)"
          wide
          error={errors.serverSeed?.message}
          {...form.register('serverSeed')}
        />
        <VerifierField
          label="Server seed hash (optional)"
          wide
          error={errors.serverSeedHash?.message}
          {...form.register('serverSeedHash')}
        />
        <VerifierField
          label="Client seed"
          error={errors.clientSeed?.message}
          {...form.register('clientSeed')}
        />
        <VerifierField
          label="Nonce"
          inputMode="numeric"
          error={errors.nonce?.message}
          {...form.register('nonce')}
        />
        <VerifierSelect
          id="verify-wheel-tier"
          label="Prize table"
          options={TIERS}
          optionLabel={tierLabel}
          {...form.register('tier')}
        />
        <Button type="submit" variant="primary" size="lg" className="verifier__submit">
          Verify
        </Button>
      </form>
      <div className="wheel wheel--verifier">
        <div className="wheel__stage">
          <span className="wheel__pointer" aria-hidden="true" />
          <WheelDisc ref={disc} segments={segments} />
        </div>
        <div
          className="verifier__text"
          role="status"
          aria-live="polite"
          data-testid="wheel-verifier-result"
        >
          {!result && <p className="verifier__summary">Fill in the values and press Verify.</p>}
          {result && (
            <>
              <SeedHashVerdict matches={result.hashMatches} />
              <p className="verifier__summary">
                Ticket {result.spin.ticket}: segment {result.spin.segment + 1}, a prize of{' '}
                {amountLabel(result.spin.prize)}.
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
