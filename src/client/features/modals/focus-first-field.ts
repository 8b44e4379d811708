const FIELD =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([disabled]), textarea, select';

/**
 * In the top open dialog, focuses the `[data-autofocus=always]` control (a question's safe
 * answer: it wins over where showModal() put focus), or else the `[data-autofocus]` control
 * or the first field, unless focus already sits on a control inside the dialog (not the
 * dialog or its scrolling panel).
 */
export function focusFirstField(): void {
  const dialogs = document.querySelectorAll('dialog[open]');
  const dialog = dialogs[dialogs.length - 1];
  if (!dialog) return;
  const always = dialog.querySelector<HTMLElement>('[data-autofocus="always"]');
  if (always) return always.focus();
  const active = document.activeElement;
  const onControl =
    active instanceof HTMLElement &&
    dialog.contains(active) &&
    active.matches('input, textarea, select, button, a[href], [role=tab]');
  if (onControl) return;
  const target =
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(FIELD);
  target?.focus();
}
