import { AudioSettingsPanel } from '../../features/audio/AudioSettingsPanel';
import { LinkedAccountsPanel } from '../../features/linked-accounts/LinkedAccountsPanel';
import { AnonymousModePanel } from '../../features/privacy/AnonymousModePanel';
import { ResponsibleGamblingPanel } from '../../features/responsible-gambling/ResponsibleGamblingPanel';
import { StreamerModePanel } from '../../features/streamer/StreamerModePanel';

/** Profile → Settings: linked accounts, privacy, streamer, sound, then responsible gambling. */
export function SettingsTab() {
  return (
    <>
      <LinkedAccountsPanel />
      <AnonymousModePanel />
      <StreamerModePanel />
      <AudioSettingsPanel />
      <ResponsibleGamblingPanel />
    </>
  );
}
