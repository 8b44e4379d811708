import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { promoCodeTextSchema } from '../../../shared/contract/promoCodes';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { sessionStore } from '../session/session-store';
import { promoCodesApi } from './promo-codes-api';
import { rewardText } from './reward-text';
import './promo-codes.css';

const formSchema = z.object({ code: promoCodeTextSchema });
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** REDEEM_PROMO_CODE: type a code, get its reward (once per player). */
export default function RedeemPromoCodeView({ modal, title }: ModalViewProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const form = useForm<FormText, unknown, FormValues>({
    ...VALIDATION_MODES,
    resolver: zodResolver(formSchema),
    defaultValues: { code: '' },
  });
  const error = form.formState.errors.code?.message ?? serverError;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setServerError(null);
    setRedeemed(null);
    try {
      const answer = await promoCodesApi.redeem(code);
      sessionStore
        .getState()
        .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
      setRedeemed(`Code ${answer.code} redeemed: you got ${rewardText(answer.reward)}.`);
      form.reset({ code: '' });
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  return (
    <ModalFrame
      title={title}
      description="Each code works once per player, while it lasts."
      onClose={() => closeModalById(modal.modalId)}
    >
      <form className="modal-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Promo code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error ? true : undefined}
          data-autofocus
          {...form.register('code')}
        />
        <p className="modal-form__error" role="alert" data-testid="promo-code-error">
          {error}
        </p>
        <p className="promo-code__success" role="status" data-testid="promo-code-success">
          {redeemed}
        </p>
        <Button type="submit" variant="primary" size="lg" block busy={form.formState.isSubmitting}>
          Redeem
        </Button>
      </form>
    </ModalFrame>
  );
}
