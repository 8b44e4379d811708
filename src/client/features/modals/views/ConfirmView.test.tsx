// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { findConfirm, renderConfirmHost } from '../confirm-test-host';
import { confirmModal, modalStore } from '../modal-store';

// The CONFIRM view through the real host: labelled, focus on the safe choice, and every way
// out but the confirm button answers no.

afterEach(() => {
  cleanup();
  modalStore.setState({ modals: [], current: null });
});

const question = { title: 'Close this battle?', message: 'Everyone is refunded.' };

describe('CONFIRM', () => {
  it('is an alert dialog labelled by its question, focus on Cancel', async () => {
    renderConfirmHost();
    void confirmModal({ ...question, confirmLabel: 'Close and refund', cancelLabel: 'Keep it' });
    const dialog = await findConfirm();
    expect(dialog.getAttribute('aria-labelledby')).toBe(
      within(dialog).getByRole('heading', { name: question.title }).id,
    );
    expect(within(dialog).getByText(question.message).id).toBe(
      dialog.getAttribute('aria-describedby'),
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
  });

  it('answers yes only from the confirm button', async () => {
    renderConfirmHost();
    const answer = confirmModal({ ...question, confirmLabel: 'Close and refund' });
    fireEvent.click(within(await findConfirm()).getByRole('button', { name: 'Close and refund' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('answers no on Cancel, on Escape and on the close button', async () => {
    renderConfirmHost();
    for (const leave of [
      (dialog: HTMLElement) =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      // Escape reaches a modal <dialog> as its cancel event.
      (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true })),
      (dialog: HTMLElement) =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
    ]) {
      const answer = confirmModal(question);
      leave(await findConfirm());
      await expect(answer).resolves.toBe(false);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    }
  });
});
