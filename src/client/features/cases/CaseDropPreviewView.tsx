import { useEffect } from 'react';
import { Amount } from '../../ui/Amount';
import { Button, ButtonLink } from '../../ui/Button';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { formatChance, rarestFirst } from './case-format';
import { casesStore, useCase } from './cases-store';
import { ItemCard } from './ItemCard';
import './cases.css';

/** What the opener of CASE_DROP_PREVIEW gives: the case, by its address. */
export interface CaseDropPreviewProps {
  slug: string;
}

/** CASE_DROP_PREVIEW: a case's items with their prices and chances, from the case page's call. */
export default function CaseDropPreviewView({ modal, title }: ModalViewProps) {
  const { slug } = modal.props as unknown as CaseDropPreviewProps;
  const box = useCase(slug);
  const close = () => closeModalById(modal.modalId);

  useEffect(() => {
    void casesStore.getState().loadCase(slug);
  }, [slug]);

  const ready = box?.status === 'ready' ? box.value : null;
  return (
    <ModalFrame
      title={ready ? ready.name : title}
      description={
        ready ? (
          <>
            {ready.items.length} items · one opening costs <Amount value={ready.price} size="sm" />
          </>
        ) : undefined
      }
      onClose={close}
    >
      {box?.status === 'error' ? (
        <div className="modal-form" role="alert">
          <p>{box.message}</p>
          {!box.notFound && (
            <Button variant="secondary" onClick={() => void casesStore.getState().loadCase(slug)}>
              Try again
            </Button>
          )}
        </div>
      ) : ready ? (
        <div className="modal-form">
          <ul className="case-contents__list" aria-label="Items and their chances">
            {rarestFirst(ready.items).map((item) => (
              <li key={item.id}>
                <ItemCard
                  item={item}
                  extra={<p className="item-card__chance">{formatChance(item.tickets)} chance</p>}
                />
              </li>
            ))}
          </ul>
          <ButtonLink variant="primary" size="lg" to={`/case-opening/${ready.slug}`}>
            Open this case
          </ButtonLink>
        </div>
      ) : (
        <span className="skeleton case-tile case-tile--skeleton" aria-label="Loading" />
      )}
    </ModalFrame>
  );
}
