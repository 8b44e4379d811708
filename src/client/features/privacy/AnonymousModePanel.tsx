import { useId, useState } from 'react';
import { messageOf } from '../../lib/api-error';
import { FormError } from '../session/FormError';
import { selectUser, sessionStore, useSession } from '../session/session-store';
import { setAnonymousMode } from './privacy-api';
import '../../ui/settings-card.css';
import '../session/auth-dialog.css';
import './privacy.css';

/**
 * Anonymous mode: "Anonymous" instead of the player's name in live drops and race
 * leaderboards. The switch shows the stored setting, changing only once the server has it.
 */
export function AnonymousModePanel() {
  const id = useId();
  const anonymous = useSession(selectUser)?.anonymous === true;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(next: boolean) {
    // Not `disabled` while saving: that would drop keyboard focus from the switch.
    if (saving) return;
    setSaving(true);
    setError(null);
    try {
      sessionStore.getState().patchUser({ anonymous: await setAnonymousMode(next) });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        Privacy
      </h2>
      <div className="switch-row">
        <div className="switch-row__text">
          <label htmlFor={`${id}-switch`} className="switch-row__label">
            Anonymous mode
          </label>
          <p id={`${id}-hint`} className="settings-card__text">
            Show “Anonymous” instead of your name in live drops and race leaderboards. Chat still
            shows your name.
          </p>
        </div>
        <input
          id={`${id}-switch`}
          type="checkbox"
          role="switch"
          className="switch"
          checked={anonymous}
          aria-describedby={`${id}-hint`}
          aria-busy={saving || undefined}
          onChange={(event) => void toggle(event.target.checked)}
        />
      </div>
      <FormError message={error} />
    </section>
  );
}
