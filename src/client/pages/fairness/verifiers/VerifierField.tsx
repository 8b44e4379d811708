import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface VerifierFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: string;
  error?: string;
  /** Spans the form's full width (the long seeds). */
  wide?: boolean;
}

/** A labelled verifier input with its hint and error. */
export const VerifierField = forwardRef<HTMLInputElement, VerifierFieldProps>(
  function VerifierField({ label, hint, error, wide, ...input }, ref) {
    const id = useId();
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className={wide ? 'verifier__field verifier__field--wide' : 'verifier__field'}>
        <label className="bet-panel__label" htmlFor={id}>
          {label}
        </label>
        <input
          ref={ref}
          id={id}
          className="game-input verifier__input"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {hint && (
          <p id={`${id}-hint`} className="verifier__hint">
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
  },
);
