import { useEffect, useId, useRef, type ReactNode } from 'react';
import '../../ui/dialog.css';
import { focusFirstField } from './focus-first-field';
import './modals.css';

interface ModalFrameProps {
  title: string;
  description?: ReactNode;
  /** False: no close button, Escape and the backdrop do nothing (e.g. accepting the terms). */
  closable?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of a manager-rendered modal: a native <dialog> opened with showModal() (focus
 * trap, inert page, top layer, Escape), labelled by its title. Open while mounted.
 */
export function ModalFrame({
  title,
  description,
  closable = true,
  onClose,
  children,
}: ModalFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // showModal() focuses the first focusable (the scrolling panel); prefer the view's field.
    focusFirstField();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closable && pressStartedOnBackdrop.current && event.target === event.currentTarget)
          onClose();
      }}
    >
      <div className="dialog__panel">
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
          {closable && (
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
        {children}
      </div>
    </dialog>
  );
}
