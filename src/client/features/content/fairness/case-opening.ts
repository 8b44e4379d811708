import type { ContentDoc } from '../types';

export const fairnessCaseOpening: ContentDoc = {
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
      ],
    },
    {
      heading: 'Opening several',
      paragraphs: [
        'When you open up to five at once, each case uses the next nonce, exactly as if you had opened them one by one.',
      ],
    },
  ],
};
