import { useState } from 'react';
import { Amount } from '../../ui/Amount';
import { TextField } from '../../ui/TextField';
import { activeBonuses, bonusLabel, type CashierBonus } from './bonuses';
import { formatUsd, gemsForCoins } from './conversion';
import { depositQuote, type QuoteSource } from './deposit-quote';
import { InfoTip } from './InfoTip';

/** The amount in coin and in gems, each following the other at the live rate, plus bonuses. */
export function DepositCalculator({
  symbol,
  usdPerCoin,
  gemsPerUsd,
  bonuses,
}: {
  symbol: string;
  usdPerCoin: number;
  gemsPerUsd: number;
  bonuses: readonly CashierBonus[];
}) {
  const [source, setSource] = useState<QuoteSource>({ field: 'gems', text: '' });
  const quote = depositQuote(source, usdPerCoin, gemsPerUsd, bonuses);
  const active = activeBonuses(bonuses);
  return (
    <section className="cashier-calc" aria-label="Deposit calculator">
      <p className="cashier-rate" data-testid="deposit-rate">
        1 {symbol} = {formatUsd(usdPerCoin)} ≈{' '}
        <Amount value={gemsForCoins(1, usdPerCoin, gemsPerUsd)} size="sm" />
        <InfoTip
          label="How gems are counted"
          text={`${gemsPerUsd} gems per US dollar, at the rate when your deposit is confirmed. Rates update live.`}
        />
      </p>
      <div className="cashier-calc__inputs">
        <TextField
          label={`You send (${symbol})`}
          inputMode="decimal"
          autoComplete="off"
          value={quote.coinsText}
          aria-invalid={source.field === 'coins' && quote.invalid ? true : undefined}
          onChange={(event) => setSource({ field: 'coins', text: event.target.value })}
        />
        <TextField
          label="You get (gems)"
          inputMode="decimal"
          autoComplete="off"
          value={quote.gemsText}
          aria-invalid={source.field === 'gems' && quote.invalid ? true : undefined}
          onChange={(event) => setSource({ field: 'gems', text: event.target.value })}
        />
      </div>
      {quote.invalid && (
        <p className="cashier-error" role="alert">
          {source.field === 'gems'
            ? 'Enter gems with at most two decimals'
            : `Enter an amount of ${symbol} like 0.0015`}
        </p>
      )}
      {active.length > 0 && (
        <div className="cashier-bonuses" data-testid="deposit-bonuses">
          <ul className="cashier-bonuses__list" aria-label="Your deposit bonuses">
            {active.map((bonus) => (
              <li key={bonus.type} className="cashier-bonus">
                {bonusLabel(bonus)}
              </li>
            ))}
          </ul>
          {quote.gems > 0 && (
            <p className="cashier-muted" aria-live="polite">
              <Amount value={quote.gems} size="sm" /> + <Amount value={quote.bonus} size="sm" />{' '}
              bonus = <Amount value={quote.gems + quote.bonus} size="sm" />
            </p>
          )}
        </div>
      )}
    </section>
  );
}
