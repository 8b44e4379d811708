import type { ContentDoc } from '../../src/client/features/content/types';

/** /fairness/wheel: how the free spin's prize comes from the player's seed pair. */
export const fairnessDoc: ContentDoc = {
  slug: 'wheel',
  label: 'Reward Wheel',
  title: 'Reward wheel fairness',
  summary: 'Your free spin takes the next nonce of your own seed pair, like a bet does.',
  sections: [
    {
      heading: 'The ticket',
      paragraphs: [
        'A spin takes the first float of its stream: HMAC-SHA256 keyed with the server seed over "clientSeed:nonce:0". Four bytes make a float f between 0 and 1, and f picks one of 10,000 tickets.',
      ],
      code: 'f = b0/256 + b1/256² + b2/256³ + b3/256⁴\nticket = floor(f × 10000) + 1',
    },
    {
      heading: 'The segment',
      paragraphs: [
        'The wheel’s twelve segments share the tickets in wheel order, clockwise from the top: a segment wins the tickets after the ones of the segments before it. Small prizes hold many tickets and the largest few, so the slices are drawn the same size but are not equally likely. Your level picks the prize table (levels 0, 10, 25, 50 and 75 start a new one); the odds stay the same and the prizes grow.',
      ],
    },
    {
      heading: 'Checking a spin',
      paragraphs: [
        'Every spin is kept with its seed pair and nonce. Rotate your seeds to reveal the server seed, then paste it here with the client seed, the nonce and the prize table of the spin.',
      ],
    },
  ],
};
