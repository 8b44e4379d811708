import { registerModal } from '../modals/modal-registry';

/** The cases' views: a case's contents and odds, without leaving the page. */
export function registerCasesModals(): void {
  registerModal('CASE_DROP_PREVIEW', {
    load: () => import('./CaseDropPreviewView'),
    title: 'Case contents',
  });
}
