import { type PricedTickets, caseReturnLabel } from '../../../../games/case-unbox/core/price';

interface CaseReturnProps {
  /** The case's items: value and tickets out of 100,000. */
  items: readonly PricedTickets[];
  /** The case's price; defaults to what the price rule gives these items (the builder). */
  price?: number;
  className?: string;
}

/**
 * What a case returns on average, what an opening pays / price to two decimals, never rounded up
 * (docs/games/case-unbox.md, "Price and return"): 92.00% at the rule's price, as each opening gives
 * back the price's rounding.
 */
export function CaseReturn({ items, price, className }: CaseReturnProps) {
  return (
    <span className={`case-return${className ? ` ${className}` : ''}`} data-testid="case-return">
      Returns <strong className="case-return__value">{caseReturnLabel(items, price)}</strong>
      <span className="visually-hidden">
        {' '}
        of its price on average (what an opening pays / price)
      </span>
    </span>
  );
}
