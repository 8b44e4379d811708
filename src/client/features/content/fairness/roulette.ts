import type { ContentDoc } from '../types';

export const fairnessRoulette: ContentDoc = {
  slug: 'roulette',
  label: 'Roulette & Crash',
  title: 'Roulette and Crash fairness',
  summary: 'Round results come from a chain of hashes published before the first round was played.',
  sections: [
    {
      heading: 'The hash chain',
      paragraphs: [
        'We generate a chain of 10,000,000 SHA-256 hashes, each the hash of the previous one’s hex text, and play it from the end. The last hash was published first, so each new round’s hash can be checked: hashing it gives the previous round’s hash.',
      ],
    },
    {
      heading: 'The salt',
      paragraphs: [
        'Each round hash is mixed with a salt: a public beacon value fixed only after the chain’s final hash was published. So even we could not choose a chain with favourable results.',
      ],
      code: 'h = HMAC_SHA256(roundHash, salt)',
    },
    {
      heading: 'Roulette',
      paragraphs: [
        'The slot is floor(f × 15), with f from the first 4 bytes of h. Slot 0 is green, 1–7 red, 8–14 black; slots 4 and 11 sit beside green and are the baits.',
      ],
    },
    {
      heading: 'Crash',
      paragraphs: [
        'The crash point comes from the first 8 hex characters of h, with a 1% edge, and is never below 1.00×.',
      ],
      code: 'crash = max(1, floor(2^32 / (int(h[0..8]) + 1) × 0.99 × 100) / 100)',
    },
  ],
};
