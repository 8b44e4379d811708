import { useId, type ReactNode } from 'react';
import { DialogHeader } from './DialogHeader';
import { useNativeDialog } from './use-native-dialog';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Optional line under the title. */
  description?: ReactNode;
  children: ReactNode;
}

/** A modal dialog on the native <dialog> (see useNativeDialog), open while `open` is true. */
export function Dialog({ open, onClose, title, description, children }: DialogProps) {
  const { ref, ...dismiss } = useNativeDialog({ open, onDismiss: onClose });
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      {...dismiss}
      onClose={() => {
        // Closed by the browser itself (e.g. a form with method="dialog"): tell React.
        if (open) onClose();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <DialogHeader
            titleId={titleId}
            title={title}
            description={description}
            onClose={onClose}
          />
          {children}
        </div>
      )}
    </dialog>
  );
}
