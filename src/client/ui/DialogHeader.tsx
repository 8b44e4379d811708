import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton';

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
        <CloseButton label="Close" iconSize={18} className="dialog__close" onClick={onClose} />
      )}
    </div>
  );
}
