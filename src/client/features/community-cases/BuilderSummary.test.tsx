import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { liveQuote } from './builder-form';
import { BuilderSummary } from './BuilderSummary';

const row = (price: number, odds: string) => ({ price, odds });

describe('<BuilderSummary>', () => {
  it('shows the running total and asks for 100% before pricing', () => {
    const html = renderToStaticMarkup(
      <BuilderSummary quote={liveQuote([row(100, '60'), row(5_000, '12.5')])} />,
    );
    expect(html).toContain('72.5% of 100%');
    expect(html).toContain('Set odds that add up to 100%');
    expect(html).not.toContain('Returns');
  });

  it('prices the case, with its exact return and the creator fee per opening', () => {
    // EV 20.60 -> 22.40; the items alone return 91.96%, and each opening gives back the
    // price's rounding up, fairly: 92.00%. 0.5% of 22.40 = 0.11.
    const html = renderToStaticMarkup(
      <BuilderSummary quote={liveQuote([row(100, '60'), row(5_000, '40')])} />,
    );
    expect(html).toContain('100% of 100%');
    expect(html).toContain('22.40');
    expect(html).toContain('92.00%');
    expect(html).toContain('0.11');
  });
});
