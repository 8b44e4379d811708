import { useId, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { FormError } from '../session/FormError';
import './privacy.css';

interface SettingSwitchProps {
  label: string;
  hint: string;
  /** The stored setting: the switch moves only once the server has the change. */
  checked: boolean;
  /** Saves the change; a failure's message shows under the switch. */
  save(next: boolean): Promise<void>;
  testId?: string;
}

/** One account setting's switch: labelled, described, busy while saving, with its error. */
export function SettingSwitch({ label, hint, checked, save, testId }: SettingSwitchProps) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(next: boolean) {
    // Not `disabled` while saving: that would drop keyboard focus from the switch.
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      await save(next);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="switch-row">
        <div className="switch-row__text">
          <label htmlFor={`${id}-switch`} className="switch-row__label">
            {label}
          </label>
          <p id={`${id}-hint`} className="settings-card__text">
            {hint}
          </p>
        </div>
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          className="switch"
          checked={checked}
          aria-describedby={`${id}-hint`}
          aria-busy={saving || undefined}
          data-testid={testId}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </div>
      <FormError message={error} />
    </>
  );
}
