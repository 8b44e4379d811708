import { Private } from '../streamer/Private';

/**
 * An amount of the player's own crypto ("0.00043877 BTC"): the figure is masked in streamer
 * mode, as a personal gem Amount is, and the coin's symbol stays.
 */
export function CoinAmount({
  value,
  symbol,
  prefix = '',
}: {
  value: string;
  symbol: string;
  prefix?: string;
}) {
  return (
    <span className="cashier-coin-amount">
      {prefix}
      <Private what="Amount">{value}</Private> {symbol}
    </span>
  );
}
