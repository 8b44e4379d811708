import type { ContentDoc } from '../types';

export const fairnessCoinflip: ContentDoc = {
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
      code: 'f = HMAC_SHA256(serverSeed, `${beaconValue}:0:0`) → the first float decides the side',
    },
    {
      heading: 'Why nobody can cheat',
      paragraphs: [
        'The server seed is fixed before anyone joins, and the beacon value did not exist yet. Neither the house nor either player can steer the result, and a game can no longer be cancelled once its beacon round is named.',
      ],
    },
  ],
};
