import type { ContentDoc } from '../../src/client/features/content/types';

export const fairnessDoc: ContentDoc = {
  slug: 'coinflip',
  label: 'Coin Flip',
  title: 'Coin Flip fairness',
  summary: 'A seed committed at creation and a public beacon nobody controls decide every flip.',
  sections: [
    {
      heading: 'Commit, then beacon',
      paragraphs: [
        'When a flip is created, the server picks a secret seed and shows its hash. When the second player joins, the server names a future beacon round. Once that round’s public value arrives, the seed is revealed and the flip is computed from both.',
      ],
      code: 'f = first 4 bytes of HMAC_SHA256(serverSeed, `${beaconValue}:0:0`) / 2^32\nside = CT when f < 0.5, T when f ≥ 0.5',
    },
    {
      heading: 'Which side a float shows',
      paragraphs: [
        'The float f is the first 4 bytes of the HMAC read as b0/256 + b1/256^2 + b2/256^3 + b3/256^4, a number from 0 up to (not including) 1. Below 0.5 the coin shows CT; from 0.5 on it shows T. That is the first byte: 0–127 is CT, 128–255 is T, so exactly half of all floats fall on each side. The player who chose that side wins 2× the stake less the 5% fee.',
        'A fee that is not a whole hundredth (5% of 0.10 × 2 is 0.01, of 0.11 × 2 is 0.011) is rounded up when the draw’s second float is below its fraction and down otherwise, so the fee is exactly 5% on average.',
      ],
    },
    {
      heading: 'Why nobody can cheat',
      paragraphs: [
        'The server seed is fixed before anyone joins, and the beacon value did not exist yet. Neither the house nor either player can steer the result, and a game can no longer be cancelled once its beacon round is named.',
      ],
    },
  ],
};
