import { site } from '../site';
import type { ContentDoc } from '../types';

export const editorialPolicy: ContentDoc = {
  slug: 'editorial-policy',
  label: 'Editorial Policy',
  title: 'Editorial Policy',
  summary: 'How we write the blog, the guides and every page you read here.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Accuracy first',
      paragraphs: [
        'Numbers we publish (odds, house edges, payout tables) come from the same configuration the games use. Guides are checked by someone who did not write them before they go live.',
      ],
    },
    {
      heading: 'Honest about the odds',
      paragraphs: [
        'We never promise wins, describe a strategy as a sure thing or hide the house edge. Every article about a game links to its fairness page.',
      ],
    },
    {
      heading: 'Sponsored content',
      paragraphs: [
        'Content made with partners or creators is labelled as sponsored at the top. Partners do not get to change our explanation of how a game works.',
      ],
    },
    {
      heading: 'Corrections',
      paragraphs: [
        `Spotted a mistake? Write to ${site.supportEmail}. We fix errors quickly and note meaningful corrections at the end of the article.`,
      ],
    },
  ],
};
