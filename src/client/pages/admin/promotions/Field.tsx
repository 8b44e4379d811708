import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes, forwardRef } from 'react';

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
