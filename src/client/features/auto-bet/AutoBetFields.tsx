import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Segmented } from '../instant-games/Segmented';
import type { AutoBetSettingsInput } from './auto-bet-settings';
import type { AutoBetSettings } from './auto-bet-strategy';
import './auto-bet.css';

type SettingsForm = UseFormReturn<AutoBetSettingsInput, unknown, AutoBetSettings>;
type TextName = 'bets' | 'onWinPercent' | 'onLossPercent' | 'stopOnProfit' | 'stopOnLoss';

const CHANGES = ['reset', 'increase'] as const;
const CHANGE_LABELS = { reset: 'Reset', increase: 'Increase' } as const;

function TextField({
  form,
  name,
  label,
  hint,
  disabled,
  inputMode = 'decimal',
}: {
  form: SettingsForm;
  name: TextName;
  label: string;
  hint?: string;
  disabled: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  const id = useId();
  const error = form.formState.errors[name]?.message;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="auto-bet__field">
      <label className="bet-panel__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="game-input"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...form.register(name)}
      />
      {hint && (
        <p id={`${id}-hint`} className="auto-bet__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="bet-panel__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** On win / on loss: reset the stake or increase it by a percentage. */
function ChangeField({
  form,
  side,
  disabled,
}: {
  form: SettingsForm;
  side: 'onWin' | 'onLoss';
  disabled: boolean;
}) {
  const kind = form.watch(side);
  return (
    <div className="auto-bet__change">
      <Segmented
        legend={side === 'onWin' ? 'On win' : 'On loss'}
        options={CHANGES}
        value={kind}
        disabled={disabled}
        labelOf={(option) => CHANGE_LABELS[option]}
        onChange={(next) => form.setValue(side, next, { shouldValidate: true })}
      />
      <TextField
        form={form}
        name={`${side}Percent`}
        label={side === 'onWin' ? 'Increase on win by (%)' : 'Increase on loss by (%)'}
        disabled={disabled || kind !== 'increase'}
      />
    </div>
  );
}

/** The auto mode's settings: how many bets, what wins and losses do, when to stop. */
export function AutoBetFields({ form, disabled }: { form: SettingsForm; disabled: boolean }) {
  return (
    <div className="auto-bet">
      <TextField
        form={form}
        name="bets"
        label="Number of bets"
        hint="0 bets: until you stop it"
        inputMode="numeric"
        disabled={disabled}
      />
      <ChangeField form={form} side="onWin" disabled={disabled} />
      <ChangeField form={form} side="onLoss" disabled={disabled} />
      <div className="bet-panel__row">
        <TextField
          form={form}
          name="stopOnProfit"
          label="Stop on profit"
          hint="Gems; empty: off"
          disabled={disabled}
        />
        <TextField
          form={form}
          name="stopOnLoss"
          label="Stop on loss"
          hint="Gems; empty: off"
          disabled={disabled}
        />
      </div>
    </div>
  );
}
