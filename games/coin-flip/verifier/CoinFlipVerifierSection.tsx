import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '../../../src/client/router';
import { z } from 'zod';
import { verifyCoinFlip, type CoinFlipVerification } from '../page/coin-flip-verify';
import { VALIDATION_MODES } from '../../../src/client/lib/validation/react-hook-form';
import { Button } from '../../../src/client/ui/Button';
import {
  BeaconProofFields,
  beaconProofFields,
} from '../../../src/client/pages/fairness/verifiers/BeaconProofFields';
import '../../../src/client/pages/fairness/verifiers/verifier.css';
import { SeedHashVerdict } from '../../../src/client/pages/fairness/verifiers/SeedHashVerdict';

// Any finished coin flip, checked from what it published: the revealed server seed, the
// hash shown when the game was created, and the beacon value named when both seats filled.

const formSchema = z.object(beaconProofFields);
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

export default function CoinFlipVerifierSection() {
  const [query] = useSearchParams();
  const [result, setResult] = useState<{ hashGiven: boolean; check: CoinFlipVerification } | null>(
    null,
  );
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema),
    defaultValues: {
      serverSeed: query.get('serverSeed') ?? '',
      serverSeedHash: query.get('serverSeedHash') ?? '',
      beaconValue: query.get('beaconValue') ?? '',
    },
  });
  const verify = form.handleSubmit((values) =>
    setResult({ hashGiven: values.serverSeedHash !== '', check: verifyCoinFlip(values) }),
  );
  const errors = form.formState.errors;

  return (
    <section className="verifier" aria-labelledby="coinflip-verifier-title">
      <h2 id="coinflip-verifier-title" className="content-article__heading">
        Verify a coin flip
      </h2>
      <p className="content-article__text">
        Every finished flip shows its server seed and beacon value. Your browser recomputes the side
        with the same code the server flipped with.
      </p>
      <form
        className="verifier__form"
        aria-label="Coin flip verifier"
        noValidate
        onSubmit={(event) => void verify(event)}
      >
        <BeaconProofFields register={form.register} errors={errors} />
        <Button type="submit" variant="primary" size="lg" className="verifier__submit">
          Verify
        </Button>
      </form>
      <div
        className="verifier__text"
        role="status"
        aria-live="polite"
        data-testid="coinflip-verifier-result"
      >
        {!result && <p className="verifier__summary">Fill in the values and press Verify.</p>}
        {result && !result.check.ok && <p className="bet-panel__error">{result.check.error}</p>}
        {result?.check.ok && (
          <>
            <SeedHashVerdict matches={result.hashGiven ? result.check.seedMatches : null} />
            <p className="verifier__summary">
              {result.check.side} wins: float {result.check.float.toFixed(8)} (below 0.5 is CT).
            </p>
          </>
        )}
      </div>
    </section>
  );
}
