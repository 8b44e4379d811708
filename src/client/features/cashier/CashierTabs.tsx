import { useRef, type KeyboardEvent } from 'react';
import { tabIndexForKey } from './tab-keys';

export type CashierMode = 'deposit' | 'card' | 'skins' | 'withdraw';

const MODES: readonly CashierMode[] = ['deposit', 'card', 'skins', 'withdraw'];
const LABELS: Record<CashierMode, string> = {
  deposit: 'Deposit',
  card: 'Card',
  skins: 'Skins',
  withdraw: 'Withdraw',
};

export const tabId = (baseId: string, mode: CashierMode) => `${baseId}-tab-${mode}`;
export const panelId = (baseId: string) => `${baseId}-panel`;

/** Deposit (crypto), Card, Skins and Withdraw as ARIA tabs; activation follows focus (arrows, Home, End). */
export function CashierTabs({
  baseId,
  mode,
  onChange,
}: {
  baseId: string;
  mode: CashierMode;
  onChange: (mode: CashierMode) => void;
}) {
  const refs = useRef<Partial<Record<CashierMode, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = MODES[tabIndexForKey(event.key, MODES.indexOf(mode), MODES.length) ?? -1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="cashier-tabs" role="tablist" aria-label="Cashier">
      {MODES.map((id) => (
        <button
          key={id}
          ref={(element) => {
            refs.current[id] = element;
          }}
          type="button"
          role="tab"
          id={tabId(baseId, id)}
          aria-selected={mode === id}
          aria-controls={panelId(baseId)}
          tabIndex={mode === id ? 0 : -1}
          // The modal opens on its tabs: the panel's fields arrive after the data.
          data-autofocus={mode === id ? true : undefined}
          className="cashier-tabs__tab"
          onClick={() => onChange(id)}
          onKeyDown={onKeyDown}
        >
          {LABELS[id]}
        </button>
      ))}
    </div>
  );
}
