import { AudioSettingsPanel } from '../../features/audio/AudioSettingsPanel';
import { ResponsibleGamblingPanel } from '../../features/responsible-gambling/ResponsibleGamblingPanel';

/** Profile → Settings: sound, then responsible gambling. */
export function SettingsTab() {
  return (
    <>
      <AudioSettingsPanel />
      <ResponsibleGamblingPanel />
    </>
  );
}
