import { useCallback, useEffect, useId, useState } from 'react';
import type { SkinDeposit, SkinInventory } from '../../../shared/contract/cashierSkins';
import { ApiError, messageOf } from '../../lib/api-error';
import { amountLabel } from '../../ui/amount';
import { Button } from '../../ui/Button';
import { TradeUrlForm } from '../steam-trades/TradeUrlForm';
import { skinsApi } from './cashier-api';
import { chosenGems, isWaiting, skinDepositWords } from './skin-deposit-status';

/** How often the panel asks about an offer waiting on Steam. */
const WATCH_MS = 5_000;

type Load =
  | { state: 'loading' }
  | { state: 'no-trade-url' }
  | { state: 'error'; message: string }
  | { state: 'ready'; inventory: SkinInventory };

const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 === 0 ? 0 : 2)}%`;

/**
 * The Skins tab: the tradable CS2 skins of the player's Steam account (their saved trade
 * URL's), each with its catalogue value and the gems it brings; the chosen ones are asked for
 * in a Steam trade offer, and the gems arrive when the trade completes.
 */
export function SkinDepositPanel() {
  const listId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [latest, setLatest] = useState<SkinDeposit | null>(null);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const [inventory, { deposits }] = await Promise.all([
        skinsApi.inventory(),
        skinsApi.deposits(),
      ]);
      setLoad({ state: 'ready', inventory });
      setLatest(deposits[0] ?? null);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'NO_TRADE_URL')
        setLoad({ state: 'no-trade-url' });
      else setLoad({ state: 'error', message: messageOf(caught) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // While an offer waits on Steam, its state is asked again.
  const waiting = latest !== null && isWaiting(latest);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      void skinsApi
        .deposits()
        .then(({ deposits }) => setLatest(deposits[0] ?? null))
        .catch(() => {});
    }, WATCH_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  if (load.state === 'loading')
    return (
      <div className="cashier-skeleton" aria-busy="true" aria-label="Loading your Steam inventory">
        <span className="skeleton cashier-skeleton__address" />
      </div>
    );
  if (load.state === 'no-trade-url')
    return (
      <div className="cashier-stack">
        <p className="cashier-muted">
          Save your Steam trade URL first: the trade offer for your skins is sent to it.
        </p>
        <TradeUrlForm saved={null} onSaved={() => void refresh()} />
      </div>
    );
  if (load.state === 'error')
    return (
      <div className="cashier-stack">
        <p className="cashier-error" role="alert">
          {load.message}
        </p>
        <Button onClick={() => void refresh()}>Try again</Button>
      </div>
    );

  const { inventory } = load;
  const gems = chosenGems(inventory.items, chosen);
  const toggle = (assetId: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(assetId)) next.delete(assetId);
      else next.add(assetId);
      return next;
    });

  async function deposit() {
    setServerError(null);
    setSending(true);
    try {
      const answer = await skinsApi.deposit([...chosen]);
      setLatest(answer.deposit);
      setChosen(new Set());
    } catch (caught) {
      setServerError(messageOf(caught));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="cashier-stack">
      {latest && (
        <div className="skin-deposit-status" role="status" data-testid="skin-deposit-status">
          <p>{skinDepositWords(latest)}</p>
          {latest.offerUrl && latest.status === 'SENT' && (
            <a href={latest.offerUrl} target="_blank" rel="noreferrer noopener">
              Open the trade offer on Steam
            </a>
          )}
        </div>
      )}
      <p className="cashier-muted">
        Each skin brings {percent(inventory.rateBps)} of its catalogue value in gems.
        {inventory.unavailable > 0 &&
          ` ${inventory.unavailable} item${inventory.unavailable === 1 ? ' is' : 's are'} not shown: not tradable yet, or not a skin we value.`}
      </p>
      {inventory.items.length === 0 ? (
        <p className="cashier-muted">No tradable skins in your Steam inventory.</p>
      ) : (
        <fieldset className="skin-deposit-list" aria-describedby={`${listId}-total`}>
          <legend>Your tradable skins</legend>
          {inventory.items.map((item) => (
            <label key={item.assetId} className="skin-deposit-item">
              <input
                type="checkbox"
                checked={chosen.has(item.assetId)}
                onChange={() => toggle(item.assetId)}
                disabled={waiting}
              />
              {item.image ? (
                <img
                  className="skin-deposit-item__pic"
                  src={item.image}
                  alt=""
                  width={48}
                  height={36}
                />
              ) : (
                <span className="skin-deposit-item__pic" aria-hidden="true" />
              )}
              <span className="skin-deposit-item__name">{item.marketName}</span>
              <span className="skin-deposit-item__value">
                <span className="cashier-muted">Value {amountLabel(item.value)}</span>
                <strong>+{amountLabel(item.gems)}</strong>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p
        id={`${listId}-total`}
        className="cashier-muted"
        aria-live="polite"
        data-testid="skin-gems"
      >
        {chosen.size > 0
          ? `${chosen.size} skin${chosen.size === 1 ? '' : 's'} chosen: you receive ${amountLabel(gems)}`
          : 'Choose the skins to deposit.'}
      </p>
      {serverError && (
        <p className="cashier-error" role="alert">
          {serverError}
        </p>
      )}
      <Button
        type="button"
        disabled={chosen.size === 0 || sending || waiting}
        onClick={() => void deposit()}
      >
        {sending ? 'Sending the trade offer…' : 'Deposit skins'}
      </Button>
    </div>
  );
}
