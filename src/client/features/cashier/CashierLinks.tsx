import { openModal } from '../modals/modal-store';
import { isModalBuilt } from '../modals/modal-registry';
import { CASHIER_LINKS } from './cashier-links';

/** Entry points to the gift card, vault, KYC and Steam trade modals that exist. */
export function CashierLinks() {
  const links = CASHIER_LINKS.filter((link) => isModalBuilt(link.view));
  if (links.length === 0) return null;
  return (
    <nav className="cashier-links" aria-label="More cashier options">
      {links.map((link) => (
        <button
          key={link.view}
          type="button"
          className="cashier-links__item"
          onClick={() => void openModal(link.view, {})}
        >
          {link.label}
        </button>
      ))}
    </nav>
  );
}
