import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { registerCoreModals } from './core-modals';
import { ModalHost } from './ModalHost';

// For tests (happy-dom) of actions that ask first: the real modal host with the CONFIRM view.

/** happy-dom may lack the native dialog's methods; the host only needs open and closed. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Renders the modal host with CONFIRM registered (call inside a test, cleaned up after). */
export function renderConfirmHost(): void {
  polyfillDialog();
  registerCoreModals();
  render(
    <MemoryRouter>
      <ModalHost />
    </MemoryRouter>,
  );
}

/**
 * The confirm question once it is on screen. Its view loads lazily, as in the app: the first
 * load in a test file transforms the module, which took over a second (Testing Library's
 * default wait) on a loaded two-core machine.
 */
export const findConfirm = () => screen.findByRole('alertdialog', {}, { timeout: 10_000 });
