import type { StoreApi } from 'zustand/vanilla';
import { closeModalById, openModal } from '../modals/modal-store';
import { sessionStore, type SessionState } from './session-store';

/** Terms modals are their own type: a route change (which closes 'default' ones) keeps them. */
export const TERMS_MODAL_TYPE = 'terms';

const mustAccept = ({ user }: Pick<SessionState, 'user'>) =>
  user !== null && user.tosAcceptance === null;

/**
 * The spec's rule: a logged-in player without a terms acceptance gets the ACCEPT_TOS view
 * until they accept; it goes away on acceptance or logout. Returns the stop function (which
 * also closes a view it opened).
 */
export function enforceTermsAcceptance(
  store: Pick<StoreApi<SessionState>, 'getState' | 'subscribe'> = sessionStore,
): () => void {
  let opened: Promise<string> | null = null;

  function close() {
    const pending = opened;
    opened = null;
    pending?.then(closeModalById, () => undefined);
  }

  function apply(state: SessionState) {
    if (mustAccept(state) && !opened) {
      opened = openModal('ACCEPT_TOS', {}, { type: TERMS_MODAL_TYPE });
    } else if (!mustAccept(state) && opened) close();
  }

  apply(store.getState());
  const unsubscribe = store.subscribe(apply);
  return () => {
    unsubscribe();
    close();
  };
}
