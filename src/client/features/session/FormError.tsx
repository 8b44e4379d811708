/** The server's message for a failed form, announced to screen readers as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div className="form-error" role="alert" aria-live="assertive" aria-atomic="true">
      {message && (
        <>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M12 7.5v5.5M12 16.5v.01"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{message}</span>
        </>
      )}
    </div>
  );
}

/** A polite confirmation (sent mail, changed password) in the same spot. */
export function FormNotice({ message }: { message: string | null }) {
  return (
    <div className="form-notice" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
