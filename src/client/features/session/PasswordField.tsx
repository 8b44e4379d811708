import { useState, type ComponentProps, type ReactNode } from 'react';
import { Field } from './Field';

interface PasswordFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  autoComplete: 'current-password' | 'new-password';
  label?: string;
  error?: string;
  hint?: ReactNode;
}

/** A password input with a Show/Hide toggle (checking what you typed beats retyping it). */
export function PasswordField({ label = 'Password', ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      label={label}
      type={visible ? 'text' : 'password'}
      {...input}
      trailing={
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
