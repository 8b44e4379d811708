import { type FormEvent, type ReactNode, useId } from 'react';
import type { Hundredths } from '../../../shared/money';
import { Button } from '../../ui/Button';
import '../../ui/card.css';
import { AutoBetAction } from '../auto-bet/AutoBetAction';
import { AutoBetFields } from '../auto-bet/AutoBetFields';
import { BetModeBar } from '../auto-bet/BetModeBar';
import { LiveStatsPanel } from '../auto-bet/LiveStatsPanel';
import type { AutoBet } from '../auto-bet/use-auto-bet';
import type { GamePause } from '../games/game-pause';
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
  /** Offers Manual / Auto and the live stats (useAutoBet); the amount is the run's base stake. */
  auto?: AutoBet;
  /** The operator's pause of this game (useGamePause): no new bet, and the button says why. */
  pause?: GamePause | null;
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
  auto,
  pause = null,
}: BetPanelProps) {
  const loggedIn = useSession(selectIsLoggedIn);
  const modalOpen = useModal((state) => state.modals.length > 0);
  const { form, half, double, max } = amount;
  const error = form.formState.errors.amount?.message;

  const autoMode = auto?.mode === 'auto';
  const running = auto !== undefined && auto.status !== 'idle';
  // The amount is the base stake of a run: it holds still while the run goes.
  const amountLocked = locked || running;
  // The server refuses new play while paused (409): offer none. A running auto-bet can
  // still be stopped, and `action` (a cash-out) never waits on a pause.
  const paused = pause !== null && !running && !action;
  const pauseNoteId = useId();

  const place = form.handleSubmit(async (values) => onBet(values.amount));
  const startAuto = form.handleSubmit((values) => auto?.start(values.amount));
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (paused) return;
    if (!loggedIn) {
      openAuth('login');
      return;
    }
    if (action) return;
    // In auto mode the one button (and Space) starts a run, or stops the running one.
    if (autoMode) {
      if (running) auto.stop();
      else void startAuto();
      return;
    }
    if (busy) return;
    void place();
  };

  useBetHotkeys(
    {
      bet: action ? undefined : () => submit(),
      half: amountLocked ? undefined : half,
      double: amountLocked ? undefined : double,
      max: amountLocked ? undefined : max,
    },
    !modalOpen,
  );

  const spaceDoes = action ? 'bet' : autoMode ? 'start / stop auto-bet' : betLabel.toLowerCase();

  return (
    <>
      <form className="surface-card bet-panel" aria-label={label} onSubmit={submit} noValidate>
        {auto && (
          <div className="bet-panel__mode">
            <BetModeBar mode={auto.mode} onMode={auto.setMode} locked={running || busy || locked} />
            {autoMode && <AutoBetFields form={auto.form} disabled={running} />}
          </div>
        )}
        {/* The stylesheet puts the amount and the action first (phones: the action on top). */}
        {controls && <div className="bet-panel__controls">{controls}</div>}
        <div className="bet-panel__amount">
          <AmountField
            registration={form.register('amount')}
            error={error}
            disabled={amountLocked}
            onHalf={half}
            onDouble={double}
            onMax={max}
          />
        </div>
        <div className="bet-panel__action">
          {action ??
            (autoMode ? (
              <AutoBetAction
                status={auto.status}
                progress={auto.progress}
                message={auto.message}
                loggedIn={loggedIn}
                onStop={auto.stop}
                blockedBy={paused ? pauseNoteId : undefined}
              />
            ) : (
              <Button
                type="submit"
                variant="primary"
                size="lg"
                block
                busy={busy}
                disabled={paused}
                aria-describedby={paused ? pauseNoteId : undefined}
                aria-keyshortcuts="Space"
                title={`${betLabel} (Space)`}
              >
                {loggedIn ? betLabel : `Log in to play`}
              </Button>
            ))}
          {paused && (
            <p id={pauseNoteId} className="bet-panel__paused" role="status">
              {pause.message}
            </p>
          )}
        </div>
        <HotkeyHelp betLabel={spaceDoes} />
      </form>
      {/* Floats over the page (a portal), outside the form. */}
      {auto && <LiveStatsPanel game={auto.game} title={auto.title} />}
    </>
  );
}
