import type { ContentDoc } from '../types';

export const fairnessCaseBattles: ContentDoc = {
  slug: 'case-battles',
  label: 'Case Battles',
  title: 'Case Battles fairness',
  summary: 'Each battle commits to a seed, then waits for a public beacon before any case opens.',
  sections: [
    {
      heading: 'Seed and beacon',
      paragraphs: [
        'A battle gets its own server seed when it is created; its hash is shown straight away. When the last seat fills, the server names a future beacon round (the block number) and publishes the seed hash alongside it. When that round’s value arrives, the seed is revealed.',
        'Beacons are EOS blocks (waiting for irreversibility) or drand quicknet rounds, whose signature is checked against the pinned public key. A local beacon used in development is labelled as such.',
      ],
    },
    {
      heading: 'Every pull',
      paragraphs: [
        'Each seat’s pull in each round uses its own float, turned into a ticket from 1 to 100,000 that picks the item whose ticket range contains it.',
      ],
      code: 'f = HMAC_SHA256(serverSeed, `${beaconValue}:${round}:${seat}`)\nticket = floor(f × 100000) + 1',
    },
    {
      heading: 'No cancelling',
      paragraphs: [
        'Once the beacon round is named, a battle can no longer be cancelled: nobody can back out after seeing a result coming.',
      ],
    },
  ],
};
