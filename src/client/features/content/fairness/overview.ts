import type { ContentDoc } from '../types';

export const fairnessOverview: ContentDoc = {
  slug: '',
  label: 'How it works',
  title: 'Provably fair',
  summary:
    'Every result is fixed before you bet and can be recomputed by anyone. Here is the scheme, step by step.',
  sections: [
    {
      heading: 'The seed pair',
      paragraphs: [
        'Each player has an active seed pair. The server seed is 64 random hex characters from a secure random generator; you only see its SHA-256 hash until you rotate it. The client seed is yours: change it to anything you like at any time. The nonce starts at 0 and rises by one with every bet.',
        'We also show the hash of the next server seed, so the seed that follows is committed too.',
      ],
    },
    {
      heading: 'From seeds to numbers',
      paragraphs: [
        'A result is a stream of bytes from HMAC-SHA256, keyed with the server seed, over your client seed, the nonce and a round counter. When a game needs more than 32 bytes, the round goes 0, 1, 2 and so on.',
        'Every 4 bytes become one float between 0 and 1. Each game then maps floats to its outcome in a fixed, published way (see each game’s page).',
      ],
      code: 'bytes = HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)\nfloat = b0/256 + b1/256² + b2/256³ + b3/256⁴',
    },
    {
      heading: 'Checking a result',
      paragraphs: [
        'Rotate your seed pair to reveal the old server seed. Then check that its SHA-256 hash equals the hash you saw before betting, and recompute any bet from the seed, your client seed and the bet’s nonce. The same scheme is used by Stake, so any public Stake verifier agrees with ours.',
        'No (server seed, client seed, nonce) triple is ever used twice.',
      ],
    },
    {
      heading: 'Rounding to the hundredth',
      paragraphs: [
        'Gems are paid in whole hundredths. A payout that falls between two (1.09× on 0.10 is 0.109) is rounded up with the probability of its fraction and down otherwise, so every game returns exactly what it declares at every stake, the smallest included. The draw is one more float of the same bet, so you can recompute the rounded payout too: for dice the second float, for plinko the one after the rows, for mines the one after the mines, for a case opening the one after the ticket. Multiplayer games say which float they use on their pages.',
      ],
      code: 'exact  = stake × multiplier   (in hundredths, say 10.9)\npayout = ceil(exact) when g < exact − floor(exact), else floor(exact)',
    },
    {
      heading: 'Multiplayer games',
      paragraphs: [
        'Crash and roulette rounds come from a hash chain published in advance; case battles and coin flips add a public beacon value nobody can know when the game is created. Their pages explain how.',
      ],
    },
  ],
};
