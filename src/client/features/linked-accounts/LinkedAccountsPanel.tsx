import { DiscordRow } from './DiscordRow';
import { SteamRow } from './SteamRow';
import '../../ui/settings-card.css';
import '../session/auth-dialog.css';
import './linked-accounts.css';

/** Profile → Settings: the Steam and Discord accounts tied to this one. */
export function LinkedAccountsPanel() {
  return (
    <section className="settings-card" aria-labelledby="linked-accounts-title">
      <h2 id="linked-accounts-title" className="settings-card__title">
        Linked accounts
      </h2>
      <div className="linked-accounts">
        <SteamRow />
        <DiscordRow />
      </div>
    </section>
  );
}
