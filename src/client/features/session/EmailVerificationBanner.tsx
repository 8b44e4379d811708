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
          <button
            type="button"
            className="session-banner__close"
            aria-label="Dismiss"
            onClick={dismissVerificationNotice}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
