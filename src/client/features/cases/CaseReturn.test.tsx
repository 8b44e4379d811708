import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaseReturn } from './CaseReturn';

// The Danger Zone Case's sum with the snapshot's prices: EV 2.051946 for a price of 2.24.
const items = [
  { price: 205, tickets: 99_999 },
  { price: 19_665, tickets: 1 },
];
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('CaseReturn', () => {
  it("shows the case's exact return to two decimals, rounded down", () => {
    const html = renderToStaticMarkup(<CaseReturn items={items} price={224} />);
    expect(text(html)).toBe('Returns 91.60% of its price on average (expected value / price)');
    expect(html).toContain('<strong class="case-return__value">91.60%</strong>');
  });

  it('prices the items by the rule when no price is given (the builder)', () => {
    expect(text(renderToStaticMarkup(<CaseReturn items={items} />))).toContain('Returns 91.60%');
    expect(
      text(renderToStaticMarkup(<CaseReturn items={[{ price: 92, tickets: 100_000 }]} />)),
    ).toContain('Returns 92.00%');
  });
});
