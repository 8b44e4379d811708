import type { Ref, SelectHTMLAttributes } from 'react';

interface VerifierSelectProps<
  T extends string | number,
> extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  options: readonly T[];
  /** The text shown for an option; the value itself when left out. */
  optionLabel?: (option: T) => string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled verifier choice (direction, rows, risk, mines). */
export function VerifierSelect<T extends string | number>({
  id,
  label,
  options,
  optionLabel = String,
  ...select
}: VerifierSelectProps<T>) {
  return (
    <div className="verifier__field">
      <label className="bet-panel__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="game-select" {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
