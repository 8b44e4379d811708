import {
  CASE_TICKETS_TOTAL,
  creatorFee,
  percentOfTickets,
} from '../../../../games/case-unbox/core';
import { Amount } from '../../ui/Amount';
import { CaseReturn } from '../cases/CaseReturn';
import type { LiveQuote } from './builder-form';

/**
 * The price as the odds stand: computed live by the same rule the server prices with
 * (expected value / 0.92, rounded up to the hundredth), the exact return, and what the
 * creator earns per opening. Until the odds add up to 100%, the running total instead.
 */
export function BuilderSummary({ quote }: { quote: LiveQuote }) {
  const { price } = quote;
  return (
    <dl className="builder-summary" aria-live="polite" data-testid="builder-summary">
      <div>
        <dt>Odds</dt>
        <dd
          className={quote.tickets === CASE_TICKETS_TOTAL ? undefined : 'builder-summary__short'}
          data-testid="builder-odds-total"
        >
          {percentOfTickets(quote.tickets)}% of 100%
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd data-testid="builder-price">
          {price === null ? 'Set odds that add up to 100%' : <Amount value={price} />}
        </dd>
      </div>
      {price !== null && (
        <>
          <div>
            <dt>Return</dt>
            <dd>
              <CaseReturn items={quote.priced} price={price} />
            </dd>
          </div>
          <div>
            <dt>You earn per case opened (0.5%)</dt>
            <dd>
              <Amount value={creatorFee(price, 1)} size="sm" />
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
