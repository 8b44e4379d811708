import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { tradeUrlSchema } from '../../../shared/contract/steamTrades';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { steamTradesApi } from './steam-trades-api';

const formSchema = z.object({ tradeUrl: tradeUrlSchema });
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** The Steam trade URL where withdrawn skins are sent; checked here as the server checks it. */
export function TradeUrlForm({
  saved,
  onSaved,
}: {
  saved: string | null;
  onSaved: (tradeUrl: string) => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema),
    defaultValues: { tradeUrl: saved ?? '' },
  });
  useEffect(() => form.reset({ tradeUrl: saved ?? '' }), [saved, form]);
  const error = form.formState.errors.tradeUrl?.message ?? serverError;

  const onSubmit = form.handleSubmit(async ({ tradeUrl }) => {
    setServerError(null);
    setDone(false);
    try {
      const answer = await steamTradesApi.setTradeUrl(tradeUrl);
      onSaved(answer.tradeUrl);
      setDone(true);
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  return (
    <form
      className="modal-form steam-trades__url"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextField
        label="Steam trade URL"
        hint="Steam: Inventory > Trade Offers > Who can send me trade offers?"
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        maxLength={200}
        aria-invalid={error ? true : undefined}
        data-testid="steam-trade-url"
        data-private-input=""
        {...form.register('tradeUrl')}
      />
      {/* Only when there is something to say: two empty lines left a 90 px hole here. */}
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p className="steam-trades__saved" role="status">
          Trade URL saved.
        </p>
      )}
      <Button type="submit" variant="secondary" busy={form.formState.isSubmitting}>
        Save trade URL
      </Button>
    </form>
  );
}
