import { useEffect } from 'react';
import AuthDialog from '../../session/AuthDialog';
import { focusFirstField } from '../focus-first-field';

/** The AUTH view: the session feature's dialog, which reads its tab from the modal store. */
export default function AuthView() {
  // The dialog mounts already open, so its form's autoFocus ran before showModal() moved focus
  // to the panel; this effect runs after the dialog's own, and puts focus back on the field.
  useEffect(focusFirstField, []);
  return <AuthDialog />;
}
