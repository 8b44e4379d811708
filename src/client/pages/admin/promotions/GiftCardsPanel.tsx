import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type CreateGiftCardBatchBody,
  type GiftCardBatch,
  createGiftCardBatchBodySchema,
} from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { formatAmount } from '../../../ui/amount';
import { Button, buttonClassName } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FieldError, STAFF_CODE, typedCode } from './Field';
import { gemsToHundredths, localToIso, wholeNumber } from './form-values';
import { promotionsApi } from './promotions-admin-api';
import { useAdminList } from '../use-admin-list';

interface Values {
  count: string;
  value: string;
  expiresAt: string;
  note: string;
  /** The operator's 2FA code. */
  code: string;
}

const schema = z.preprocess((raw) => {
  const v = raw as Values;
  return {
    count: wholeNumber(v.count),
    value: gemsToHundredths(v.value),
    expiresAt: localToIso(v.expiresAt),
    note: v.note,
    code: typedCode(v.code),
  };
}, createGiftCardBatchBodySchema);

/** The codes of a batch just made: shown this once (the server keeps only their hashes). */
function FreshCodes({
  codes,
  batch,
  onClose,
}: {
  codes: string[];
  batch: GiftCardBatch;
  onClose: () => void;
}) {
  const [href] = useState(() =>
    URL.createObjectURL(new Blob([codes.join('\n') + '\n'], { type: 'text/plain' })),
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <div className="admin-promo__fresh" role="region" aria-label="New gift card codes">
      <p role="alert">
        {codes.length} codes of {formatAmount(batch.value)} gems. They are shown only now: download
        or copy them before you close this.
      </p>
      <ol className="admin-promo__codes" data-testid="gift-card-codes" tabIndex={0}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-promo__row">
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={href}
          download={`gift-cards-${batch.id}.txt`}
        >
          Download the codes
        </a>
        <Button type="button" variant="secondary" onClick={onClose}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

/** Gift card batches: create one (its codes shown once, with a download), see them, disable one. */
export function GiftCardsPanel() {
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<{ codes: string[]; batch: GiftCardBatch } | null>(null);
  const form = useForm<Values>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: { count: '10', value: '', expiresAt: '', note: '', code: '' },
  });
  const { errors } = form.formState;

  const [batches, , load] = useAdminList(
    (signal) => promotionsApi.batches(signal).then((answer) => answer.batches),
    setError,
  );

  const create = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await promotionsApi.createBatch(
        // The resolver hands over the contract's output: the body itself.
        values as unknown as CreateGiftCardBatchBody,
      );
      setFresh(answer);
      form.reset();
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  });
  const disable = async (batch: GiftCardBatch) => {
    setError(null);
    try {
      await promotionsApi.disableBatch(batch.id);
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <section className="admin-promo__section" aria-labelledby="admin-gift-cards-title">
      <h2 id="admin-gift-cards-title" className="admin-promo__subtitle">
        Gift cards
      </h2>
      <form
        className="admin-promo__form"
        aria-label="New gift card batch"
        noValidate
        onSubmit={(event) => void create(event)}
      >
        <TextField
          label="How many cards"
          inputMode="numeric"
          aria-invalid={errors.count ? true : undefined}
          {...form.register('count')}
        />
        <FieldError id="gift-count-error" message={errors.count?.message} />
        <TextField
          label="Gems per card"
          inputMode="decimal"
          hint="Up to 2 decimals, e.g. 25.00"
          aria-invalid={errors.value ? true : undefined}
          {...form.register('value')}
        />
        <FieldError id="gift-value-error" message={errors.value?.message} />
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          aria-invalid={errors.expiresAt ? true : undefined}
          {...form.register('expiresAt')}
        />
        <FieldError id="gift-expiry-error" message={errors.expiresAt?.message} />
        <TextField
          label="Note for operators"
          maxLength={200}
          autoComplete="off"
          {...form.register('note')}
        />
        <FieldError id="gift-note-error" message={errors.note?.message} />
        <TextField
          {...STAFF_CODE}
          aria-invalid={errors.code ? true : undefined}
          {...form.register('code')}
        />
        <FieldError id="gift-code-error" message={errors.code?.message} />
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          Create batch
        </Button>
      </form>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      {fresh && <FreshCodes {...fresh} onClose={() => setFresh(null)} />}
      <div className="admin-promo__frame" tabIndex={0} role="region" aria-label="Gift card batches">
        <table className="admin-promo__table">
          <caption className="visually-hidden">Gift card batches, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Created</th>
              <th scope="col">Value</th>
              <th scope="col">Redeemed</th>
              <th scope="col">Expires</th>
              <th scope="col">Note</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {batches?.map((batch) => (
              <tr key={batch.id} data-testid="gift-card-batch">
                <td>{new Date(batch.createdAt).toLocaleString()}</td>
                <td>{formatAmount(batch.value)}</td>
                <td>
                  {batch.redeemed} / {batch.count}
                </td>
                <td>{batch.expiresAt ? new Date(batch.expiresAt).toLocaleString() : 'Never'}</td>
                <td>{batch.note}</td>
                <td>
                  {batch.disabledAt ? (
                    'Disabled'
                  ) : (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={`Disable the batch of ${batch.count} cards of ${formatAmount(batch.value)} gems`}
                      onClick={() => void disable(batch)}
                    >
                      Disable
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {batches?.length === 0 && <p>No batch yet.</p>}
      </div>
    </section>
  );
}
