import { useId } from 'react';
import { selectUser, sessionStore, useSession } from '../session/session-store';
import { setAnonymousMode } from './privacy-api';
import { SettingSwitch } from './SettingSwitch';
import '../../ui/settings-card.css';
import '../session/auth-dialog.css';

/**
 * Anonymous mode: "Anonymous" instead of the player's name in live drops and race
 * leaderboards. The switch shows the stored setting, changing only once the server has it.
 */
export function AnonymousModePanel() {
  const id = useId();
  const anonymous = useSession(selectUser)?.anonymous === true;

  return (
    <section className="settings-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-card__title">
        Privacy
      </h2>
      <SettingSwitch
        label="Anonymous mode"
        hint="Show “Anonymous” instead of your name in live drops and race leaderboards. Chat still shows your name."
        checked={anonymous}
        save={async (next) =>
          sessionStore.getState().patchUser({ anonymous: await setAnonymousMode(next) })
        }
      />
    </section>
  );
}
