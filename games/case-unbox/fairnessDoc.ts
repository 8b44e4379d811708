import type { ContentDoc } from '../../src/client/features/content/types';

export const fairnessDoc: ContentDoc = {
  slug: 'case-opening',
  label: 'Case Opening',
  title: 'Case Opening fairness',
  summary: 'Every item in a case owns a range of tickets; your seeds draw the ticket.',
  sections: [
    {
      heading: 'Tickets',
      paragraphs: [
        'A case splits 100,000 tickets among its items. An item’s range starts where the previous item’s ends, so the odds shown next to each item are exactly its share of the tickets.',
      ],
      code: 'ticket = floor(f × 100000) + 1',
    },
    {
      heading: 'Prices',
      paragraphs: [
        'A case costs its expected value divided by 0.92 (an 8% edge), rounded up to the hundredth. Community cases follow the same rule; their creator earns 0.5% of each opening.',
        'Rounding the price up takes up to a hundredth, which is a lot of a cheap case, so each opening gives it back fairly: it pays the item’s value plus 0.01 when g, the second float of your seeds (the one after the ticket’s), is below r, the hundredths the rounding took from 92% of the price. Every case then returns exactly 92% of its price on average.',
      ],
      code: 'r      = 0.92 × price − expected value   (0 ≤ r < 1, in hundredths)\npayout = item value + 0.01 when g < r, else item value',
    },
    {
      heading: 'Opening several',
      paragraphs: [
        'When you open up to five at once, each case uses the next nonce, exactly as if you had opened them one by one.',
      ],
    },
  ],
};
