import { useId } from 'react';
import type { MethodChoice, MethodOption } from './method-choice';

/** The coin and its network, as two labelled selects (native: keyboard and phones for free). */
export function MethodPicker({
  methods,
  choice,
  onChange,
}: {
  methods: readonly MethodOption[];
  choice: MethodChoice;
  onChange: (choice: Partial<MethodChoice>) => void;
}) {
  const coinId = useId();
  const chainId = useId();
  const method = methods.find((m) => m.symbol === choice.symbol);
  return (
    <div className="cashier-picker">
      <label className="cashier-field" htmlFor={coinId}>
        <span className="cashier-field__label">Coin</span>
        <select
          id={coinId}
          className="cashier-select"
          value={choice.symbol}
          onChange={(event) => onChange({ symbol: event.target.value })}
        >
          {methods.map((m) => (
            <option key={m.symbol} value={m.symbol}>
              {m.name} ({m.symbol})
            </option>
          ))}
        </select>
      </label>
      <label className="cashier-field" htmlFor={chainId}>
        <span className="cashier-field__label">Network</span>
        <select
          id={chainId}
          className="cashier-select"
          value={choice.blockchain}
          disabled={(method?.blockchains.length ?? 0) < 2}
          onChange={(event) => onChange({ symbol: choice.symbol, blockchain: event.target.value })}
        >
          {method?.blockchains.map((chain) => (
            <option key={chain} value={chain}>
              {chain}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
