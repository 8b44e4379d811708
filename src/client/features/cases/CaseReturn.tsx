import { type PricedTickets, caseReturnLabel } from '../../../../games/case-unbox/core/price';

interface CaseReturnProps {
  /** The case's items: value and tickets out of 100,000. */
  items: readonly PricedTickets[];
  /** The case's price; defaults to what the price rule gives these items (the builder). */
  price?: number;
  className?: string;
}

/**
 * What a case returns on average, expected value / price to two decimals, never rounded up
 * (games.md): a cheap case whose price was rounded up shows under 92%.
 */
export function CaseReturn({ items, price, className }: CaseReturnProps) {
  return (
    <span className={`case-return${className ? ` ${className}` : ''}`} data-testid="case-return">
      Returns <strong className="case-return__value">{caseReturnLabel(items, price)}</strong>
      <span className="visually-hidden"> of its price on average (expected value / price)</span>
    </span>
  );
}
