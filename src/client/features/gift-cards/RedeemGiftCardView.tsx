import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { giftCardCodeSchema } from '../../../shared/contract/giftCards';
import { messageOf } from '../../lib/api-error';
import { VALIDATION_MODES } from '../../lib/validation/react-hook-form';
import { amountLabel } from '../../ui/amount';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { playSound } from '../audio/audio-player';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { sessionStore } from '../session/session-store';
import { giftCardsApi } from './gift-cards-api';
import './gift-cards.css';

const formSchema = z.object({ code: giftCardCodeSchema });
type FormText = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

/** REDEEM_GIFT_CARD: type a card's code, get its value once. */
export default function RedeemGiftCardView({ modal, title }: ModalViewProps) {
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
      const answer = await giftCardsApi.redeem(code);
      sessionStore
        .getState()
        .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
      playSound('ui.collect-gift');
      setRedeemed(`Gift card redeemed: ${amountLabel(answer.value)} added to your balance.`);
      form.reset({ code: '' });
    } catch (caught) {
      setServerError(messageOf(caught));
    }
  });

  return (
    <ModalFrame
      title={title}
      description="Each gift card code works once. Dashes and spaces are optional."
      onClose={() => closeModalById(modal.modalId)}
    >
      <form className="modal-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Gift card code"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          data-autofocus
          {...form.register('code')}
        />
        <p className="modal-form__error" role="alert" data-testid="gift-card-error">
          {error}
        </p>
        <p className="gift-card__success" role="status" data-testid="gift-card-success">
          {redeemed}
        </p>
        <Button type="submit" variant="primary" size="lg" block busy={form.formState.isSubmitting}>
          Redeem
        </Button>
      </form>
    </ModalFrame>
  );
}
