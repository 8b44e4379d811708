import './back-office-screens.css';
import { CasesPanel } from './CasesPanel';
import { ChatPanel } from './ChatPanel';
import { MutedPanel } from './MutedPanel';

/** /admin/moderation: chat messages, muted players and community cases. */
export function ModerationScreen() {
  return (
    <section className="admin-screen" aria-labelledby="admin-moderation-title">
      <h1 id="admin-moderation-title" className="admin__title">
        Moderation
      </h1>
      <ChatPanel />
      <MutedPanel />
      <CasesPanel />
    </section>
  );
}
