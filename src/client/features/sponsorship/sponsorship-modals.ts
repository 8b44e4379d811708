import { registerModal } from '../modals/modal-registry';

/** The sponsorship views: how applying works. */
export function registerSponsorshipModals(): void {
  registerModal('SPONSORSHIP_INSTRUCTIONS', {
    load: () => import('./SponsorshipInstructionsView'),
    title: 'Sponsorship',
  });
}
