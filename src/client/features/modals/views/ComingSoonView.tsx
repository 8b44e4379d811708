import { Button } from '../../../ui/Button';
import { closeModalById } from '../modal-store';
import { ModalFrame } from '../ModalFrame';
import type { ModalViewProps } from './view-props';
import { siteBrand } from '../../../lib/brand';

/** The designed placeholder for a view whose feature is not built yet. */
export default function ComingSoonView({ modal, title, closable }: ModalViewProps) {
  const close = () => closeModalById(modal.modalId);
  return (
    <ModalFrame title={title} closable={closable} onClose={close}>
      <div className="modal-soon">
        <span className="modal-soon__badge">Coming soon</span>
        <p className="modal-soon__text">
          We are polishing this part of {siteBrand().name}. It opens here as soon as it is ready.
        </p>
      </div>
      <Button variant="secondary" size="lg" block onClick={close}>
        Got it
      </Button>
    </ModalFrame>
  );
}
