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
  it("shows the case's exact return to two decimals, the price's rounding given back", () => {
    // the items alone return 91.60%; each opening gives back the price's rounding up
    const html = renderToStaticMarkup(<CaseReturn items={items} price={224} />);
    expect(text(html)).toBe(
      'Returns 92.00% of its price on average (what an opening pays / price)',
    );
    expect(html).toContain('<strong class="case-return__value">92.00%</strong>');
    expect(text(renderToStaticMarkup(<CaseReturn items={items} price={250} />))).toContain(
      'Returns 82.07%',
    );
  });

  it('prices the items by the rule when no price is given (the builder)', () => {
    expect(text(renderToStaticMarkup(<CaseReturn items={items} />))).toContain('Returns 92.00%');
    expect(
      text(renderToStaticMarkup(<CaseReturn items={[{ price: 92, tickets: 100_000 }]} />)),
    ).toContain('Returns 92.00%');
  });
});
