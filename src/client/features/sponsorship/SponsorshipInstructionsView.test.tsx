// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initModalManager, modalStore, openModal, type ModalEntry } from '../modals/modal-store';
import { SPONSORSHIP_FORM_ID } from './sponsorship-anchor';
import SponsorshipInstructionsView from './SponsorshipInstructionsView';

vi.mock('../audio/audio-player', () => ({ playSound: () => {} }));

beforeEach(() => {
  initModalManager({ SPONSORSHIP_INSTRUCTIONS: SponsorshipInstructionsView });
  modalStore.setState({ modals: [], current: null });
});
afterEach(cleanup);

async function renderView() {
  await openModal('SPONSORSHIP_INSTRUCTIONS', {});
  const modal = modalStore.getState().modals.at(-1) as ModalEntry;
  return render(
    <>
      <section id={SPONSORSHIP_FORM_ID}>
        <label htmlFor="channel">Channel</label>
        <input id="channel" />
      </section>
      <SponsorshipInstructionsView modal={modal} title="Sponsorship" closable />
    </>,
  );
}

describe('<SponsorshipInstructionsView>', () => {
  it('lists the steps of an application', async () => {
    await renderView();
    const dialog = screen.getByRole('dialog', { name: 'Sponsorship' });
    expect(dialog.querySelectorAll('ol > li')).toHaveLength(4);
    expect(dialog.textContent).toContain('replies by e-mail within a week');
  });

  it('closes and hands focus to the form', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the form' }));
    expect(modalStore.getState().modals).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Channel')));
  });
});
