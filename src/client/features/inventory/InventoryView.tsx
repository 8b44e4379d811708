import { Link } from '../../router';
import type { FreeCaseOpening } from '../../../shared/contract/inventory';
import { inventoryItemDefinition } from '../../../shared/inventory-items';
import { Button } from '../../ui/Button';
import { ItemCard } from '../cases/ItemCard';
import { closeModalById, openModal } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { selectUser, useSession } from '../session/session-store';
import { consumeItem } from './inventory-loader';
import { useInventory } from './inventory-store';
// The won item's card looks as on the case pages.
import '../cases/cases.css';
import './inventory.css';

/** INVENTORY: what the player holds, a Use button per item, and what a free case dropped. */
export default function InventoryView({ modal, title }: ModalViewProps) {
  const close = () => {
    closeModalById(modal.modalId);
  };
  return (
    <ModalFrame
      title={title}
      onClose={close}
      description="Free cases, XP boosts and rakeback tokens. Each use takes one."
    >
      <InventoryContent onNavigate={close} />
      <Button
        className="inventory__steam"
        variant="secondary"
        block
        onClick={() => void openModal('STEAM_TRADE_OFFERS', {})}
      >
        Skins: withdraw to Steam
      </Button>
    </ModalFrame>
  );
}

/** What an item does, in a line under its name. */
function itemHint(id: string): string {
  const item = inventoryItemDefinition(id);
  if (item?.kind === 'free-case') return 'Opens a case for free: you keep what it drops.';
  if (item?.kind === 'xp-boost') return 'Multiplies the XP of your wagers while it lasts.';
  if (item?.kind === 'rakeback-token') return 'Adds to your claimable rakeback.';
  return '';
}

function InventoryContent({ onNavigate }: { onNavigate: () => void }) {
  const items = useInventory((state) => state.items);
  const loaded = useInventory((state) => state.loaded);
  const using = useInventory((state) => state.using);
  const lastFreeCase = useInventory((state) => state.lastFreeCase);
  const boost = useSession(selectUser)?.xpBoost ?? null;

  return (
    <div className="inventory" data-testid="inventory">
      {lastFreeCase && <FreeCaseResult opening={lastFreeCase} onNavigate={onNavigate} />}
      {!loaded ? (
        <p className="inventory__empty">Loading your items…</p>
      ) : items.length === 0 ? (
        <p className="inventory__empty">
          Your inventory is empty. Free cases and boosts from rewards land here.
        </p>
      ) : (
        <ul className="inventory__list" aria-label="Your items">
          {items.map((item) => {
            const isBoost = inventoryItemDefinition(item._id)?.kind === 'xp-boost';
            const blocked = isBoost && boost !== null;
            return (
              <li
                key={item._id}
                className="inventory__item"
                data-testid={`inventory-item-${item._id}`}
              >
                <div className="inventory__item-text">
                  <span className="inventory__name">{item.name}</span>
                  <span className="inventory__hint">
                    {blocked ? 'A boost is active: use this one when it ends.' : itemHint(item._id)}
                  </span>
                </div>
                <span className="inventory__count" aria-label={`You have ${item.amount}`}>
                  ×{item.amount}
                </span>
                <Button
                  size="sm"
                  variant="primary"
                  disabled={blocked}
                  busy={Boolean(using[item._id])}
                  aria-label={`Use ${item.name}`}
                  onClick={() => void consumeItem(item._id)}
                >
                  {using[item._id] ? 'Using…' : 'Use'}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** The item the free case dropped and its value, announced to screen readers. */
function FreeCaseResult({
  opening,
  onNavigate,
}: {
  opening: FreeCaseOpening;
  onNavigate: () => void;
}) {
  const won = opening.openings[0]!;
  return (
    <section className="inventory__won" aria-live="polite" data-testid="inventory-free-case">
      <h3 className="inventory__won-title">
        You opened a free {opening.case.name} and won {won.item.name}
      </h3>
      <div className="inventory__won-card">
        <ItemCard item={won.item} won />
      </div>
      <Link
        className="inventory__won-link"
        to={`/case-opening/${opening.case.slug}`}
        onClick={onNavigate}
      >
        See the case
      </Link>
    </section>
  );
}
