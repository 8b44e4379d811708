import { AnnouncementsPanel } from './AnnouncementsPanel';
import { GiftCardsPanel } from './GiftCardsPanel';
import { PromoCodesPanel } from './PromoCodesPanel';
import './promotions.css';

/**
 * /admin/promotions: gift card batches, promo codes, and the notifications and banners
 * players see. Each form checks the contract's own body schema; the server checks the
 * role first and audits every change.
 */
export default function PromotionsPage() {
  return (
    <div className="admin-promo">
      <h1 className="admin__title">Promotions</h1>
      <GiftCardsPanel />
      <PromoCodesPanel />
      <AnnouncementsPanel />
    </div>
  );
}
