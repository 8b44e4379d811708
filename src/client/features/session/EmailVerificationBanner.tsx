import { CloseButton } from '../../ui/CloseButton';
import { dismissVerificationNotice, useVerificationNotice } from './email-verification';

/** The `?email=` outcome as a small banner under the header. */
export function EmailVerificationBanner() {
  const notice = useVerificationNotice();
  return (
    <div className="session-banner-region" role="status" aria-live="polite">
      {notice && (
        <div className={`session-banner session-banner--${notice.kind}`}>
          <div>
            <strong className="session-banner__title">{notice.title}</strong>
            <p className="session-banner__message">{notice.message}</p>
          </div>
          <CloseButton
            label="Dismiss"
            iconSize={16}
            className="session-banner__close"
            onClick={dismissVerificationNotice}
          />
        </div>
      )}
    </div>
  );
}
