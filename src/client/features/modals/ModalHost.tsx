import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from '../../router';
import { reportError } from '../../lib/report-error';
import { modalComponents, type ModalDefinition } from './modal-registry';
import {
  closeModalsOfType,
  getModalComponent,
  initModalManager,
  useModal,
  type ModalEntry,
} from './modal-store';

function ModalSlot({ modal }: { modal: ModalEntry }) {
  let definition: ModalDefinition;
  try {
    definition = getModalComponent<ModalDefinition>(modal.view);
  } catch (error) {
    reportError(error, 'modals');
    return null;
  }
  const View = definition.component;
  return (
    <Suspense fallback={null}>
      <View modal={modal} title={definition.title} closable={definition.closable} />
    </Suspense>
  );
}

/**
 * Renders the open modals (bottom to top) and registers the views with the manager, which
 * lets queued `openModal` calls through. Closes the 'default' modals when the path changes.
 */
export function ModalHost() {
  const modals = useModal((state) => state.modals);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => initModalManager(modalComponents), []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    closeModalsOfType('default');
  }, [pathname]);

  return (
    <>
      {modals.map((modal) => (
        <ModalSlot key={modal.modalId} modal={modal} />
      ))}
    </>
  );
}
