import { useId, type ComponentProps, type ReactNode } from 'react';
import '../../ui/text-field.css';

interface FieldProps extends ComponentProps<'input'> {
  label: string;
  /** The failing rule's message; marks the input invalid and is read after the label. */
  error?: string;
  /** Help under the input. */
  hint?: ReactNode;
  /** A control inside the input's right edge (e.g. show password). */
  trailing?: ReactNode;
}

/** A labelled input for react-hook-form (takes its ref) with its validation message. */
export function Field({ label, error, hint, trailing, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`text-field${className ? ` ${className}` : ''}`}>
      <label className="text-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="text-field__control">
        <input
          id={inputId}
          className="text-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing && <div className="text-field__trailing">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
