import { useId } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { COIN_FLIP_FEE_PERCENT, COIN_SIDES, type CoinSide } from '../core';
import type { Hundredths } from '../../../src/shared/money';
import { Amount } from '../../../src/client/ui/Amount';
import { Button } from '../../../src/client/ui/Button';
import '../../../src/client/ui/card.css';
import { AmountField } from '../../../src/client/features/instant-games/AmountField';
import {
  doubleAmount,
  formatGemsInput,
  halfAmount,
  maxBet,
  parseGemsInput,
} from '../../../src/client/features/instant-games/bet-amount';
import type { GamePause } from '../../../src/client/features/games/game-pause';
import { Segmented } from '../../../src/client/features/instant-games/Segmented';
import { openAuth } from '../../../src/client/features/modals/modal-store';
import {
  selectIsLoggedIn,
  sessionStore,
  useSession,
} from '../../../src/client/features/session/session-store';
import { payoutPreview, useCoinFlipForm } from './coin-flip-form';

interface CoinFlipCreateFormProps {
  busy: boolean;
  /** An operator paused coin flip: no new game, and the note says why. */
  pause?: GamePause | null;
  /** Resolves true when the game was created. */
  onCreate: (amount: Hundredths, side: CoinSide) => Promise<boolean>;
}

/** A new game: the stake and the side, with what a win pays (2x less the 5% fee). */
export function CoinFlipCreateForm({ busy, pause = null, onCreate }: CoinFlipCreateFormProps) {
  const loggedIn = useSession(selectIsLoggedIn);
  const pauseNoteId = useId();
  // The server refuses a new game while paused (409): offer none.
  const paused = pause !== null && loggedIn;
  const form = useCoinFlipForm();
  const side = useController({ control: form.control, name: 'side' });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const preview = payoutPreview(amountText ?? '');
  const error = form.formState.errors.amount?.message;

  // The stake helpers: coin flip's limits are the shared bet limits
  // (docs/games/README.md, "Money").
  const balance = () => sessionStore.getState().user?.balance ?? null;
  const current = () => parseGemsInput(form.getValues('amount'));
  const set = (amount: Hundredths) =>
    form.setValue('amount', formatGemsInput(amount), { shouldValidate: true, shouldDirty: true });

  const submit = form.handleSubmit(async (values) => {
    await onCreate(values.amount, values.side);
  });

  return (
    <form
      className="surface-card bet-panel coinflip-create"
      aria-label="Create a coin flip"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!loggedIn) {
          openAuth('login');
          return;
        }
        if (!busy && !paused) void submit();
      }}
    >
      <div className="bet-panel__amount">
        <AmountField
          registration={form.register('amount')}
          error={error}
          onHalf={() => set(halfAmount(current()))}
          onDouble={() => set(doubleAmount(current(), balance()))}
          onMax={() => set(maxBet(balance()))}
        />
      </div>
      <div className="bet-panel__controls">
        <Segmented
          legend="Your side"
          options={COIN_SIDES}
          value={side.field.value}
          onChange={side.field.onChange}
        />
        <p className="coinflip-create__payout" data-testid="coinflip-payout-preview">
          <span>Win pays</span>{' '}
          {preview ? <Amount value={preview.payout} size="sm" /> : <span>–</span>}
          <span className="coinflip-create__fee">
            {' '}
            (2x the stake less the {COIN_FLIP_FEE_PERCENT}% fee)
          </span>
        </p>
      </div>
      <div className="bet-panel__action">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          block
          busy={busy}
          disabled={paused}
          aria-describedby={paused ? pauseNoteId : undefined}
        >
          {loggedIn ? 'Create game' : 'Log in to play'}
        </Button>
        {paused && (
          <p id={pauseNoteId} className="bet-panel__paused" role="status">
            {pause.message}
          </p>
        )}
      </div>
    </form>
  );
}
