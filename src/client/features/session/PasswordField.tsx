import { useState } from 'react';
import { TextField } from '../../ui/TextField';

interface PasswordFieldProps {
  name: string;
  autoComplete: 'current-password' | 'new-password';
  label?: string;
}

/** A password input with a Show/Hide toggle (checking what you typed beats retyping it). */
export function PasswordField({ name, autoComplete, label = 'Password' }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      trailing={
        <button
          type="button"
          className="password-toggle"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
