import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef } from 'react';

/**
 * The operator's fresh 2FA code, asked by the forms that create money waiting to be claimed
 * (gift cards, promo codes). Empty text leaves it out: a code typed in the last 10 minutes
 * still serves.
 */
export const STAFF_CODE = {
  label: 'Two-factor code',
  hint: 'From your authenticator app, or a backup code. Not needed if you entered one in the last 10 minutes.',
  autoComplete: 'one-time-code',
  maxLength: 20,
} as const;

/** The typed 2FA code as the contract's optional field. */
export const typedCode = (text: string) => text.trim() || undefined;

/** A field's error, read with the field (aria-describedby points here). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="modal-form__error" role="alert">
      {message}
    </p>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly string[];
};

/** A labelled select of the contract's values. */
export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, options, ...select },
  ref,
) {
  const id = useId();
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} ref={ref} className="text-field__input" {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
});

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string };

/** A labelled multi-line text. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, AreaProps>(function TextAreaField(
  { label, ...area },
  ref,
) {
  const id = useId();
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea id={id} ref={ref} className="text-field__input" rows={3} {...area} />
    </div>
  );
});
