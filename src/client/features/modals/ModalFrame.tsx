import { useId, type ReactNode } from 'react';
import { DialogHeader } from '../../ui/DialogHeader';
import '../../ui/dialog.css';
import { useNativeDialog } from '../../ui/use-native-dialog';
import { focusFirstField } from './focus-first-field';
import './modals.css';

interface ModalFrameProps {
  title: string;
  description?: ReactNode;
  /** False: no close button, Escape and the backdrop do nothing (e.g. accepting the terms). */
  closable?: boolean;
  /** 'alertdialog' for a question that interrupts (confirming an action that cannot be undone). */
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}

/**
 * The shell of a manager-rendered modal: a native <dialog> (see useNativeDialog), labelled
 * by its title, open while mounted.
 */
export function ModalFrame({
  title,
  description,
  closable = true,
  role,
  onClose,
  children,
}: ModalFrameProps) {
  // showModal() focuses the first focusable (the scrolling panel); prefer the view's field.
  const { ref, ...dismiss } = useNativeDialog({
    onDismiss: closable ? onClose : undefined,
    onOpen: focusFirstField,
  });
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...dismiss}
    >
      <div className="dialog__panel">
        <DialogHeader
          titleId={titleId}
          title={title}
          description={description}
          descriptionId={descriptionId}
          onClose={closable ? onClose : undefined}
        />
        {children}
      </div>
    </dialog>
  );
}
