import { useCallback, useEffect, useState } from 'react';
import type { HttpResponse } from '../../../shared/contract';
import { MAX_SKINS_PER_WITHDRAWAL } from '../../../shared/contract/steamTrades';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { closeModalById } from '../modals/modal-store';
import { ModalFrame } from '../modals/ModalFrame';
import type { ModalViewProps } from '../modals/views/view-props';
import { OFFER_STATE_LABELS, hasOpenOffers, togglePick } from './offer-state';
import { SkinShop } from './SkinShop';
import { steamTradesApi } from './steam-trades-api';
import { TradeUrlForm } from './TradeUrlForm';
import './steam-trades.css';

type Overview = HttpResponse<'getSteamTrades'>;

/** How often the list reads again while an offer is still moving. */
const REFRESH_MS = 5_000;

/** STEAM_TRADE_OFFERS: the trade URL, the skins held (withdraw them) and every offer's state. */
export default function SteamTradeOffersView({ modal, title }: ModalViewProps) {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setOverview(await steamTradesApi.get());
      setLoadError(null);
    } catch (caught) {
      setLoadError(messageOf(caught));
    }
  }, []);

  useEffect(() => void load(), [load]);
  const moving = overview ? hasOpenOffers(overview.offers) : false;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [moving, load]);

  return (
    <ModalFrame
      title={title}
      description="Skins you buy with gems are sent to your Steam account as trade offers."
      onClose={() => closeModalById(modal.modalId)}
    >
      <div className="steam-trades" data-testid="steam-trade-offers">
        {loadError && (
          <p className="modal-form__error" role="alert">
            {loadError}
          </p>
        )}
        {!overview ? (
          <p className="steam-trades__empty">Loading your trades…</p>
        ) : (
          <>
            <TradeUrlForm
              saved={overview.tradeUrl}
              onSaved={(tradeUrl) => setOverview({ ...overview, tradeUrl })}
            />
            <HeldSkins overview={overview} onChanged={load} />
            <SkinShop onBought={() => void load()} />
            <OfferList offers={overview.offers} />
          </>
        )}
      </div>
    </ModalFrame>
  );
}

function HeldSkins({
  overview,
  onChanged,
}: {
  overview: Overview;
  onChanged: () => Promise<void>;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = overview.skins.filter((skin) => skin.state === 'HELD');
  const pickable = picked.filter((id) => held.some((skin) => skin.id === id));
  const problem =
    error ?? (held.length > 0 && !overview.tradeUrl ? 'Save your trade URL to withdraw.' : null);

  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await steamTradesApi.withdraw(pickable);
      setPicked([]);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
      await onChanged();
    }
  };

  return (
    <section className="steam-trades__section" aria-labelledby="steam-skins-title">
      <h3 id="steam-skins-title" className="steam-trades__title">
        Your skins
      </h3>
      {overview.skins.length === 0 ? (
        <p className="steam-trades__empty">No skins yet: buy one below to withdraw it.</p>
      ) : (
        <ul className="steam-trades__list" aria-label="Your skins">
          {overview.skins.map((skin) => (
            <li key={skin.id} className="steam-trades__row" data-testid={`steam-skin-${skin.id}`}>
              <label className="steam-trades__pick">
                <input
                  type="checkbox"
                  checked={pickable.includes(skin.id)}
                  disabled={skin.state !== 'HELD' || busy}
                  onChange={() =>
                    setPicked((now) => togglePick(now, skin.id, MAX_SKINS_PER_WITHDRAWAL))
                  }
                />
                <span className="steam-trades__name">{skin.name}</span>
              </label>
              <Amount value={skin.price} size="sm" />
              <span className="steam-trades__state">
                {skin.state === 'HELD' ? 'In inventory' : 'Being withdrawn'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="modal-form__error" role="alert">
          {problem}
        </p>
      )}
      <Button
        variant="primary"
        block
        busy={busy}
        disabled={pickable.length === 0 || !overview.tradeUrl}
        onClick={() => void withdraw()}
      >
        {pickable.length > 1 ? `Withdraw ${pickable.length} skins` : 'Withdraw to Steam'}
      </Button>
    </section>
  );
}

function OfferList({ offers }: { offers: Overview['offers'] }) {
  return (
    <section className="steam-trades__section" aria-labelledby="steam-offers-title">
      <h3 id="steam-offers-title" className="steam-trades__title">
        Trade offers
      </h3>
      {offers.length === 0 ? (
        <p className="steam-trades__empty">No trade offers yet.</p>
      ) : (
        <ul className="steam-trades__list" aria-label="Trade offers" aria-live="polite">
          {offers.map((offer) => (
            <li
              key={offer.id}
              className="steam-trades__offer"
              data-testid={`steam-offer-${offer.id}`}
            >
              <span className="steam-trades__name">{offer.name}</span>
              <Amount value={offer.price} size="sm" />
              <span
                className={`steam-trades__state steam-trades__state--${offer.state.toLowerCase()}`}
              >
                {OFFER_STATE_LABELS[offer.state].label}
              </span>
              {offer.reason && <span className="steam-trades__reason">{offer.reason}</span>}
              <time className="steam-trades__time" dateTime={offer.updatedAt}>
                {new Date(offer.updatedAt).toLocaleString()}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
