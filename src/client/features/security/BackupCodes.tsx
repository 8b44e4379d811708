import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { FormNotice } from '../session/FormError';
import { backupCodesFileName, backupCodesText, copyText, downloadText } from './backup-codes-file';

interface BackupCodesProps {
  codes: readonly string[];
  username: string;
  /** The player confirmed they kept them: the codes are gone from the page for good. */
  onDone: () => void;
}

/**
 * The backup codes, shown once (the server keeps only their hashes). Done stays off until
 * the player says they saved them, so nobody clicks past them by reflex.
 */
export function BackupCodes({ codes, username, onDone }: BackupCodesProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const text = backupCodesText(codes, username, new Date());

  // The codes replace the form the player was in: move focus (and the reader) to them.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    setNotice(
      (await copyText(text))
        ? 'Backup codes copied.'
        : 'Your browser did not allow copying: download them or write them down.',
    );
  }

  return (
    <div className="backup-codes" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="security-card__subtitle">
        Your backup codes
      </h3>
      <p className="backup-codes__warning">
        <strong>You will see these codes only now.</strong> Keep them somewhere safe, away from your
        phone. Each one signs you in once if you lose your authenticator app.
      </p>
      <ol className="backup-codes__list" data-testid="backup-codes" aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-card__actions">
        <Button onClick={() => void copy()}>Copy all</Button>
        <Button
          onClick={() => {
            downloadText(backupCodesFileName(username), text);
            setNotice('Backup codes downloaded.');
          }}
        >
          Download .txt
        </Button>
      </div>
      <FormNotice message={notice} />
      <label className="auth-form__check">
        <input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <span>I have saved my backup codes</span>
      </label>
      <Button variant="primary" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
