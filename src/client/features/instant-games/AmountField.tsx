import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { GemIcon } from '../../ui/GemIcon';
import { Tooltip } from '../../ui/Tooltip';

interface AmountFieldProps {
  registration: UseFormRegisterReturn<'amount'>;
  error?: string;
  disabled?: boolean;
  onHalf: () => void;
  onDouble: () => void;
  onMax: () => void;
}

/** The stake input with its ½, ×2 and max helpers (shortcuts H, D, M). */
export function AmountField({
  registration,
  error,
  disabled,
  onHalf,
  onDouble,
  onMax,
}: AmountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="amount-field">
      <label className="bet-panel__label" htmlFor={id}>
        Bet amount
      </label>
      <div className="amount-field__control">
        <span className="amount-field__input-wrap">
          <GemIcon size={18} className="amount-field__gem" />
          <input
            id={id}
            className="amount-field__input"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...registration}
          />
        </span>
        <span className="amount-field__helpers">
          <Tooltip content="Halve the bet (H)">
            {(tip) => (
              <button
                type="button"
                className="amount-field__helper"
                disabled={disabled}
                aria-label="Halve the bet"
                aria-keyshortcuts="h"
                {...tip({ onClick: onHalf })}
              >
                ½
              </button>
            )}
          </Tooltip>
          <Tooltip content="Double the bet (D)">
            {(tip) => (
              <button
                type="button"
                className="amount-field__helper"
                disabled={disabled}
                aria-label="Double the bet"
                aria-keyshortcuts="d"
                {...tip({ onClick: onDouble })}
              >
                ×2
              </button>
            )}
          </Tooltip>
          <Tooltip content="Bet your balance, up to the maximum bet (M)">
            {(tip) => (
              <button
                type="button"
                className="amount-field__helper"
                disabled={disabled}
                aria-label="Bet the maximum"
                aria-keyshortcuts="m"
                {...tip({ onClick: onMax })}
              >
                Max
              </button>
            )}
          </Tooltip>
        </span>
      </div>
      {error && (
        <p id={errorId} className="bet-panel__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
