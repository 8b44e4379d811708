import { useState } from 'react';
import { EmailCard } from './EmailCard';
import { PasswordCard } from './PasswordCard';
import { SessionList } from './SessionList';
import { TwoFactorCard } from './TwoFactorCard';
import '../../ui/settings-card.css';
import '../session/auth-dialog.css';
import './security.css';

/** Profile → Security: two-factor, password, e-mail, and the signed-in devices. */
export function SecurityTab() {
  // A change that signs the other devices out reloads the device list.
  const [devicesVersion, setDevicesVersion] = useState(0);
  const reloadDevices = () => setDevicesVersion((version) => version + 1);
  return (
    <div className="security-tab">
      <TwoFactorCard onOtherSessionsEnded={reloadDevices} />
      <PasswordCard onOtherSessionsEnded={reloadDevices} />
      <EmailCard />
      <SessionList key={devicesVersion} />
    </div>
  );
}
