import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  type CreatePromoCodeBody,
  type PromoCode,
  createPromoCodeBodySchema,
} from '../../../../shared/contract';
import { messageOf } from '../../../lib/api-error';
import { VALIDATION_MODES } from '../../../lib/validation/react-hook-form';
import { formatAmount } from '../../../ui/amount';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FieldError, STAFF_CODE, typedCode } from './Field';
import { gemsToHundredths, localToIso, wholeNumber } from './form-values';
import { promotionsApi } from './promotions-admin-api';
import { useAdminList } from '../use-admin-list';

interface Values {
  code: string;
  amount: string;
  maxUses: string;
  minLevel: string;
  expiresAt: string;
  twoFactorCode: string;
}

// Item rewards stay with the API for now: this form gives gems.
const schema = z.preprocess((raw) => {
  const v = raw as Values;
  return {
    code: v.code,
    amount: gemsToHundredths(v.amount),
    items: [],
    maxUses: wholeNumber(v.maxUses),
    minLevel: wholeNumber(v.minLevel),
    expiresAt: localToIso(v.expiresAt),
    twoFactorCode: typedCode(v.twoFactorCode),
  };
}, createPromoCodeBodySchema);

/** Promo codes: create one, see their uses, disable one. */
export function PromoCodesPanel() {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    ...VALIDATION_MODES,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: {
      code: '',
      amount: '',
      maxUses: '100',
      minLevel: '0',
      expiresAt: '',
      twoFactorCode: '',
    },
  });
  const { errors } = form.formState;

  const [codes, , load] = useAdminList(
    (signal) => promotionsApi.promoCodes(signal).then((answer) => answer.promoCodes),
    setError,
  );

  const create = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await promotionsApi.createPromoCode(
        // The resolver hands over the contract's output: the body itself.
        values as unknown as CreatePromoCodeBody,
      );
      setDone(`Promo code ${answer.promoCode.code} created.`);
      form.reset();
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  });
  const disable = async (code: PromoCode) => {
    setError(null);
    try {
      await promotionsApi.disablePromoCode(code.id);
      setDone(`Promo code ${code.code} disabled.`);
      load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  };

  return (
    <section className="admin-promo__section" aria-labelledby="admin-promo-codes-title">
      <h2 id="admin-promo-codes-title" className="admin-promo__subtitle">
        Promo codes
      </h2>
      <form
        className="admin-promo__form"
        aria-label="New promo code"
        noValidate
        onSubmit={(event) => void create(event)}
      >
        <TextField
          label="Code"
          autoComplete="off"
          maxLength={32}
          aria-invalid={errors.code ? true : undefined}
          {...form.register('code')}
        />
        <FieldError id="promo-code-error" message={errors.code?.message} />
        <TextField
          label="Gems it gives"
          inputMode="decimal"
          aria-invalid={errors.amount ? true : undefined}
          {...form.register('amount')}
        />
        <FieldError id="promo-amount-error" message={errors.amount?.message} />
        <TextField
          label="Uses in all"
          inputMode="numeric"
          aria-invalid={errors.maxUses ? true : undefined}
          {...form.register('maxUses')}
        />
        <FieldError id="promo-uses-error" message={errors.maxUses?.message} />
        <TextField
          label="Lowest player level"
          inputMode="numeric"
          aria-invalid={errors.minLevel ? true : undefined}
          {...form.register('minLevel')}
        />
        <FieldError id="promo-level-error" message={errors.minLevel?.message} />
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          aria-invalid={errors.expiresAt ? true : undefined}
          {...form.register('expiresAt')}
        />
        <FieldError id="promo-expiry-error" message={errors.expiresAt?.message} />
        <TextField
          {...STAFF_CODE}
          aria-invalid={errors.twoFactorCode ? true : undefined}
          {...form.register('twoFactorCode')}
        />
        <FieldError id="promo-two-factor-error" message={errors.twoFactorCode?.message} />
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          Create promo code
        </Button>
      </form>
      <p role="status" className="admin-promo__done">
        {done}
      </p>
      {error && (
        <p className="modal-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-promo__frame" tabIndex={0} role="region" aria-label="Promo codes">
        <table className="admin-promo__table">
          <caption className="visually-hidden">Promo codes, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Gems</th>
              <th scope="col">Uses</th>
              <th scope="col">Level</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {codes?.map((code) => (
              <tr key={code.id}>
                <td>
                  <code>{code.code}</code>
                </td>
                <td>{formatAmount(code.amount)}</td>
                <td>
                  {code.uses} / {code.maxUses}
                </td>
                <td>{code.minLevel}</td>
                <td>{code.expiresAt ? new Date(code.expiresAt).toLocaleString() : 'Never'}</td>
                <td>
                  {code.disabledAt ? (
                    'Disabled'
                  ) : (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={`Disable ${code.code}`}
                      onClick={() => void disable(code)}
                    >
                      Disable
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {codes?.length === 0 && <p>No promo code yet.</p>}
      </div>
    </section>
  );
}
