import { AudioSettingsPanel } from '../../features/audio/AudioSettingsPanel';
import { LinkedAccountsPanel } from '../../features/linked-accounts/LinkedAccountsPanel';
import { AnonymousModePanel } from '../../features/privacy/AnonymousModePanel';
import { ResponsibleGamblingPanel } from '../../features/responsible-gambling/ResponsibleGamblingPanel';

/** Profile → Settings: linked accounts, privacy, sound, then responsible gambling. */
export function SettingsTab() {
  return (
    <>
      <LinkedAccountsPanel />
      <AnonymousModePanel />
      <AudioSettingsPanel />
      <ResponsibleGamblingPanel />
    </>
  );
}
