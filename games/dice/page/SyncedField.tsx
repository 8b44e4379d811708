import { useId, useState } from 'react';

interface SyncedFieldProps {
  label: string;
  /** The text shown from the current choice (while the field is not being edited). */
  value: string;
  /** Unit after the figure ("%", "x"). */
  suffix?: string;
  /** Applies typed text; returns why it cannot be used, or null. */
  onText: (text: string) => string | null;
  disabled?: boolean;
}

/**
 * One of the dice panel's linked inputs. While the player types, the field keeps their
 * text and the other fields follow each valid value; on leaving it shows the value again.
 */
export function SyncedField({ label, value, suffix, onText, disabled }: SyncedFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="synced-field">
      <label className="bet-panel__label" htmlFor={id}>
        {label}
      </label>
      <span className="synced-field__control">
        <input
          id={id}
          className="game-input"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={draft ?? value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(onText(event.target.value));
          }}
          onBlur={() => {
            setDraft(null);
            setError(null);
          }}
        />
        {suffix && (
          <span className="synced-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        )}
      </span>
      {error && (
        <p id={`${id}-error`} className="bet-panel__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
