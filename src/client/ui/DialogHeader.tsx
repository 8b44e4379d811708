import type { ReactNode } from 'react';

interface DialogHeaderProps {
  titleId: string;
  title: string;
  description?: ReactNode;
  descriptionId?: string;
  /** Shows the close button; leave it out for a dialog that must be answered. */
  onClose?: () => void;
}

/** A dialog's title, optional line under it and close button (the dialog is labelled by it). */
export function DialogHeader({
  titleId,
  title,
  description,
  descriptionId,
  onClose,
}: DialogHeaderProps) {
  return (
    <div className="dialog__header">
      <div>
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        )}
      </div>
      {onClose && (
        <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
