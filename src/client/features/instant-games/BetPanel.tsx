import type { FormEvent, ReactNode } from 'react';
import type { Hundredths } from '../../../shared/money';
import { Button } from '../../ui/Button';
import '../../ui/card.css';
import { openAuth, useModal } from '../modals/modal-store';
import { selectIsLoggedIn, useSession } from '../session/session-store';
import { AmountField } from './AmountField';
import type { useBetAmountForm } from './bet-amount-form';
import { HotkeyHelp } from './HotkeyHelp';
import { useBetHotkeys } from './use-bet-hotkeys';

interface BetPanelProps {
  /** The form from useBetAmountForm (the page owns it, to read the amount elsewhere). */
  amount: ReturnType<typeof useBetAmountForm>;
  /** Called with a valid amount in hundredths; a visitor gets the login dialog instead. */
  onBet: (amount: Hundredths) => void | Promise<void>;
  /** The bet button's text: "Roll", "Drop ball", "Start game". */
  betLabel: string;
  /** The accessible name of the form, e.g. "Dice bet". */
  label: string;
  /** The bet button shows a spinner (a roll under way). */
  busy?: boolean;
  /** The amount cannot change (a mines game is running). */
  locked?: boolean;
  /** The game's own choices, shown above the amount. */
  controls?: ReactNode;
  /** Replaces the bet button (e.g. mines' cash out while a game runs). */
  action?: ReactNode;
}

/** The shared bet panel: game controls, the amount with ½ ×2 max, the bet button, shortcuts. */
export function BetPanel({
  amount,
  onBet,
  betLabel,
  label,
  busy = false,
  locked = false,
  controls,
  action,
}: BetPanelProps) {
  const loggedIn = useSession(selectIsLoggedIn);
  const modalOpen = useModal((state) => state.modals.length > 0);
  const { form, half, double, max } = amount;
  const error = form.formState.errors.amount?.message;

  const place = form.handleSubmit(async (values) => onBet(values.amount));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!loggedIn) {
      openAuth('login');
      return;
    }
    if (busy || action) return;
    void place();
  };

  useBetHotkeys(
    {
      bet: action ? undefined : () => submit(),
      half: locked ? undefined : half,
      double: locked ? undefined : double,
      max: locked ? undefined : max,
    },
    !modalOpen,
  );

  return (
    <form className="surface-card bet-panel" aria-label={label} onSubmit={submit} noValidate>
      {/* The stylesheet puts the amount and the action first (phones: the action on top). */}
      {controls && <div className="bet-panel__controls">{controls}</div>}
      <div className="bet-panel__amount">
        <AmountField
          registration={form.register('amount')}
          error={error}
          disabled={locked}
          onHalf={half}
          onDouble={double}
          onMax={max}
        />
      </div>
      <div className="bet-panel__action">
        {action ?? (
          <Button
            type="submit"
            variant="primary"
            size="lg"
            block
            busy={busy}
            aria-keyshortcuts="Space"
            title={`${betLabel} (Space)`}
          >
            {loggedIn ? betLabel : `Log in to play`}
          </Button>
        )}
      </div>
      <HotkeyHelp betLabel={action ? 'bet' : betLabel.toLowerCase()} />
    </form>
  );
}
