import type { ContentDoc } from '../../src/client/features/content/types';

/** /fairness/dice: how a roll comes from the seed pair. */
export const fairnessDoc: ContentDoc = {
  slug: 'dice',
  label: 'Dice',
  title: 'Dice fairness',
  summary: 'How your seed pair and nonce give the roll, before you ever see it.',
  sections: [
    {
      heading: 'The roll',
      paragraphs: [
        'Each bet takes the first float of its stream: HMAC-SHA256 keyed with the server seed over "clientSeed:nonce:0". Four bytes make a float f between 0 and 1, and the roll is floor(f × 10001) / 100, from 0.00 to 100.00.',
      ],
      code: 'f = b0/256 + b1/256² + b2/256³ + b3/256⁴\nroll = floor(f * 10001) / 100',
    },
    {
      heading: 'Winning and the multiplier',
      paragraphs: [
        'Over wins when the roll is above the target, under when it is below; the target itself loses. The win chance is 100 − target for over and the target for under, and a win pays 99 / chance: a 1% edge.',
      ],
    },
  ],
};
