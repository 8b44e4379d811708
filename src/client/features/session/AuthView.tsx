import { useEffect } from 'react';
import AuthDialog from './AuthDialog';
import { focusFirstField } from '../modals/focus-first-field';

/** The AUTH view: the sign-in dialog, which reads its tab from the modal store. */
export default function AuthView() {
  // The dialog mounts already open, so its form's autoFocus ran before showModal() moved focus
  // to the panel; this effect runs after the dialog's own, and puts focus back on the field.
  useEffect(focusFirstField, []);
  return <AuthDialog />;
}
