import { useEffect, useState } from 'react';
import { addressKey, useCashier } from './cashier-store';
import { AddressCard } from './AddressCard';
import { DepositCalculator } from './DepositCalculator';
import { type MethodChoice, resolveChoice } from './method-choice';
import { MethodPicker } from './MethodPicker';

/** The Deposit tab: pick a coin and network, get the address, see what a payment buys. */
export function DepositPanel() {
  const methods = useCashier((state) => state.methods.deposit);
  const rates = useCashier((state) => state.rates);
  const bonuses = useCashier((state) => state.bonuses);
  const addresses = useCashier((state) => state.addresses);
  const loadAddress = useCashier((state) => state.loadAddress);
  const [wanted, setWanted] = useState<Partial<MethodChoice>>({});
  const choice = resolveChoice(methods, wanted);
  const symbol = choice?.symbol;
  const blockchain = choice?.blockchain;

  useEffect(() => {
    if (symbol && blockchain) void loadAddress(symbol, blockchain);
  }, [symbol, blockchain, loadAddress]);

  if (!choice) return <p className="cashier-muted">No coin can be deposited right now.</p>;
  const rate = rates[choice.symbol];
  return (
    <div className="cashier-stack">
      <MethodPicker methods={methods} choice={choice} onChange={setWanted} />
      <AddressCard
        entry={addresses[addressKey(choice.symbol, choice.blockchain)]}
        symbol={choice.symbol}
        blockchain={choice.blockchain}
        onRetry={() => void loadAddress(choice.symbol, choice.blockchain)}
      />
      {rate ? (
        <DepositCalculator
          symbol={choice.symbol}
          usdPerCoin={rate}
          gemsPerUsd={bonuses.conversion}
          bonuses={bonuses.deposit}
        />
      ) : (
        <p className="cashier-muted">
          No {choice.symbol} rate right now; it shows when one arrives.
        </p>
      )}
    </div>
  );
}
