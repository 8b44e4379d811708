import type { AuthDialogTab } from './auth-ui-store';

/** What the auth dialog gives each of its forms. */
export interface AuthFormProps {
  /** Focus the first field on mount. */
  autoFocus: boolean;
  /** The action succeeded: close the dialog. */
  onDone: () => void;
  /** Go to another tab (a link inside the form). */
  onSwitch: (tab: AuthDialogTab) => void;
}
