import type { ModalEntry } from '../modal-store';

/** What the host gives every view component. */
export interface ModalViewProps {
  modal: ModalEntry;
  title: string;
  closable: boolean;
}
