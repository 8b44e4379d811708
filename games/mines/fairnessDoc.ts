import { minesClient } from './client';
import type { ContentDoc } from '../../src/client/features/content/types';

export const fairnessDoc: ContentDoc = {
  slug: minesClient.lobby.key,
  label: 'Mines',
  title: 'Mines fairness',
  summary: 'How your seed pair places the mines on the 5×5 grid before your first click.',
  sections: [
    {
      heading: 'Placing the mines',
      paragraphs: [
        'The 25 tiles are numbered 0 to 24, row by row from the top left. The game draws tiles with a Fisher-Yates shuffle: each float removes one tile from the remaining pool, and the first m tiles drawn are the mines.',
      ],
      code: 'pool = [0..24]\nfor each float f: tile = pool.splice(floor(f * pool.length), 1)\nmines = first m tiles drawn',
    },
    {
      heading: 'The multiplier',
      paragraphs: [
        'After k safe picks with m mines, the payout is 0.99 × C(25, k) / C(25 − m, k): the true odds with a 1% edge. Because the mines are fixed at the start, the order of your clicks cannot change them.',
        'A cash-out that is not a whole hundredth is rounded up or down with the float after the mines’ (see “Rounding to the hundredth” on the overview), so mines returns exactly 99% at every stake.',
      ],
    },
  ],
};
