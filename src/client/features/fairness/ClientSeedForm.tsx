import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { clientSeedSchema } from '../../../shared/contract/fairness';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { notify } from '../notifications/notifications';
import { randomClientSeed } from './random-client-seed';
import { seedsStore } from './seeds-store';

const rotateFormSchema = z.object({ clientSeed: clientSeedSchema });
type RotateForm = z.infer<typeof rotateFormSchema>;

/**
 * A new client seed, which rotates the pair: the current server seed is revealed (so past
 * bets can be checked) and the next one, whose hash you already saw, becomes active.
 */
export function ClientSeedForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue } = useForm<RotateForm>({
    ...VALIDATION_MODES,
    resolver: zodResolver(rotateFormSchema),
    defaultValues: { clientSeed: randomClientSeed() },
  });
  const error = formState.errors.clientSeed?.message;

  const onSubmit = handleSubmit(async ({ clientSeed }) => {
    setServerError(null);
    try {
      await seedsStore.getState().rotate(clientSeed);
      setValue('clientSeed', randomClientSeed());
      notify({ title: 'Seed pair rotated', message: 'Your previous server seed is now revealed.' });
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  return (
    <form className="client-seed-form" onSubmit={onSubmit} noValidate aria-label="Rotate seed pair">
      <label className="bet-panel__label" htmlFor="new-client-seed">
        New client seed
      </label>
      <div className="client-seed-form__row">
        <input
          id="new-client-seed"
          className="game-input client-seed-form__input"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-client-seed-error' : 'new-client-seed-hint'}
          {...register('clientSeed')}
        />
        <Button type="submit" variant="primary" busy={formState.isSubmitting}>
          Rotate seed pair
        </Button>
      </div>
      {error ? (
        <p id="new-client-seed-error" className="bet-panel__error" role="alert">
          {error}
        </p>
      ) : (
        <p id="new-client-seed-hint" className="client-seed-form__hint">
          1 to 64 visible characters, no spaces. Rotating reveals your current server seed.
        </p>
      )}
      {serverError && (
        <p className="bet-panel__error" role="alert">
          {serverError}
        </p>
      )}
    </form>
  );
}
