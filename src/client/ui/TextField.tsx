import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './text-field.css';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Extra help under the input, read after the label. */
  hint?: string;
  /** A control inside the input's right edge (e.g. show password). */
  trailing?: ReactNode;
}

/** A labelled text input; the label is always visible (no placeholder-only fields). */
export function TextField({ label, hint, trailing, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`text-field${className ? ` ${className}` : ''}`}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="text-field__control">
        <input id={inputId} className="text-field__input" aria-describedby={hintId} {...input} />
        {trailing && <div className="text-field__trailing">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
