import { useEffect, useId, useState } from 'react';
import type { CatalogueItem } from '../../../shared/contract/catalogue';
import { messageOf } from '../../lib/api-error';
import { Amount } from '../../ui/Amount';
import { Button } from '../../ui/Button';
import { sessionStore } from '../session/session-store';
import { steamTradesApi } from './steam-trades-api';

/** Search the catalogue and buy a skin with gems at today's price, to withdraw it. */
export function SkinShop({ onBought }: { onBought: () => void }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [items, setItems] = useState<CatalogueItem[]>([]);
  const [buying, setBuying] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    const needle = search.trim();
    if (needle.length < 2) {
      setItems([]);
      return;
    }
    const abort = new AbortController();
    // Wait for a pause in typing, so each keystroke does not ask the server.
    const timer = setTimeout(() => {
      steamTradesApi
        .search(needle, abort.signal)
        .then((answer) => setItems(answer.items))
        .catch(() => {});
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [search]);

  const buy = async (item: CatalogueItem) => {
    setBuying(item.id);
    setMessage(null);
    try {
      const answer = await steamTradesApi.buy(item.id);
      sessionStore
        .getState()
        .setBalance({ balance: answer.balance, ledgerPosition: answer.ledgerPosition });
      setMessage({ error: false, text: `${item.name} is in your skins.` });
      onBought();
    } catch (caught) {
      setMessage({ error: true, text: messageOf(caught) });
    } finally {
      setBuying(null);
    }
  };

  return (
    <section className="steam-trades__section" aria-labelledby={`${searchId}-title`}>
      <h3 id={`${searchId}-title`} className="steam-trades__title">
        Buy a skin with gems
      </h3>
      <label className="visually-hidden" htmlFor={searchId}>
        Search skins
      </label>
      <input
        id={searchId}
        className="text-field__input steam-trades__search"
        type="search"
        placeholder="Search skins, e.g. Redline"
        maxLength={64}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {message && (
        <p className={message.error ? 'modal-form__error' : 'steam-trades__saved'} role="status">
          {message.text}
        </p>
      )}
      {items.length > 0 && (
        <ul className="steam-trades__list" aria-label="Skins for sale">
          {items.map((item) => (
            <li key={item.id} className="steam-trades__row">
              <span className="steam-trades__name">{item.name}</span>
              {item.price !== null && <Amount value={item.price} size="sm" />}
              <Button
                size="sm"
                variant="primary"
                busy={buying === item.id}
                disabled={item.price === null || buying !== null}
                aria-label={`Buy ${item.name}`}
                onClick={() => void buy(item)}
              >
                Buy
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
