import { site } from '../site';
import type { ContentDoc } from '../types';

export const disclaimer: ContentDoc = {
  slug: 'disclaimer',
  label: 'Disclaimer',
  title: 'Disclaimer',
  summary: 'What this site is, and what it is not.',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Entertainment only',
      paragraphs: [
        `${site.name} is an entertainment site for players aged ${site.minimumAge} and over. Games of chance carry a built-in house edge: over time, players as a whole lose more than they win. Never play to make money or to recover losses.`,
      ],
    },
    {
      heading: 'No cash value in demo mode',
      paragraphs: [
        'Demo gems exist only to play on this site. They have no cash value and cannot be withdrawn or exchanged.',
      ],
    },
    {
      heading: 'Not affiliated with Valve',
      paragraphs: [
        'Counter-Strike 2, CS2 and the names and images of its items are trademarks of Valve Corporation. We are not affiliated with, endorsed or sponsored by Valve.',
      ],
    },
    {
      heading: 'Prices and information',
      paragraphs: [
        'Item prices follow a public price feed and can change. We take care to keep information accurate, but content on the site is not financial advice.',
      ],
    },
  ],
};
