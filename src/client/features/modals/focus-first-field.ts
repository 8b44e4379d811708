const FIELD =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([disabled]), textarea, select';

/**
 * In the top open dialog, focuses the `[data-autofocus]` control, or else the first field
 * unless focus already sits on a control inside it (not the dialog or its scrolling panel).
 */
export function focusFirstField(): void {
  const dialogs = document.querySelectorAll('dialog[open]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  // The view's own choice wins over where showModal() put focus (often the close button).
  const chosen = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (chosen) return chosen.focus();
  const active = document.activeElement;
  const onControl =
    active instanceof HTMLElement &&
    dialog.contains(active) &&
    active.matches('input, textarea, select, button, a[href], [role=tab]');
  if (onControl) return;
  dialog.querySelector<HTMLElement>(FIELD)?.focus();
}
