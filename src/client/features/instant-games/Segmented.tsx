import { useId } from 'react';

interface SegmentedProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** How an option reads; its value by default. */
  labelOf?: (value: T) => string;
}

/** A radio group drawn as one row of buttons: arrow keys move, the focus ring shows. */
export function Segmented<T extends string>({
  legend,
  options,
  value,
  onChange,
  disabled,
  labelOf = (option) => option,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className="segmented" disabled={disabled}>
      <legend className="bet-panel__label">{legend}</legend>
      <div className="segmented__options">
        {options.map((option) => (
          <label key={option} className="segmented__choice">
            <input
              className="segmented__input"
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span className="segmented__option">{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
