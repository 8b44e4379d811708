import type { ContentDoc } from '../../src/client/features/content/types';

export const fairnessDoc: ContentDoc = {
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
      heading: 'The Triple Green jackpot',
      paragraphs: [
        'Every roulette bet adds 0.5% of its stake to the pool: a round adds 0.5% of all its stakes, rounded to the hundredth fairly with g, the float of bytes 8–11 of h (up when g is below the fraction, else down), so the pool gets exactly 0.5% on average, 0.10 stakes included. The pool and the green streak (greens in a row) show live on the roulette page; any other result resets the streak to 0.',
        'The green that makes the streak 3 is a Triple Green. Its green bets are paid 14× as usual, and every green bet of the streak’s three rounds claims a part of the pool: its stake × 225 if placed in the streak’s first round (at streak 0), × 15 in the second (streak 1) and × 1 in the third (streak 2). Every player’s green bets in those rounds count, each with its own claim.',
        'When the pool covers all the claims, each is paid in full and the rest stays in the pool for the next Triple Green. Otherwise the pool is split in proportion to the claims: each bet gets floor(pool × claim / all claims), and the hundredths left over go one each to the largest remainders, ties to the earlier bet. A Triple Green without green bets leaves the pool as it is. The streak then starts again at 0.',
        'Example: the pool holds 50.00 gems; one player bet 1.00 on green in the streak’s first round (claim 225.00), another 10.00 in its third (claim 10.00). The claims, 235.00, are more than the pool, so the first gets floor(5000 × 22500 / 23500) = 47.87 and the second 2.12, plus the hundredth left over (the larger remainder): 2.13. With 500.00 gems in the pool both claims are paid in full and 265.00 stays.',
        'Why the claims grow with how early a bet was placed: a bet at streak k completes the triple with a chance of 1 in 15^(3 − k), so a claim paid in full is worth stake / 15 on average, exactly the 1/15 edge of the bet. Waiting for a streak of two gains nothing: whatever the pool and the other bets, no way of timing green bets returns more than 100% of what it stakes.',
        'Return: every option returns 93.33% (14/15) of its stake in its own round; red, black and bait exactly that. The pool comes out of the house’s share and goes back only to green bets: a green bet returns 93.33% plus its expected part of the pool, never above 100%, and roulette as a whole returns 93.33% of all stakes plus what the pool pays out, which is what it was fed: at most 93.83%.',
      ],
      code: 'feed  = round(all stakes × 5 / 1000): up when g < its fraction, else down\nclaim = stake × 225 (streak 0), × 15 (streak 1), × 1 (streak 2)\npart  = claim                                when all claims ≤ pool\n        floor(pool × claim / all claims) + a left-over hundredth by largest remainder, otherwise',
    },
    {
      heading: 'Crash',
      paragraphs: [
        'The crash point comes from n, the first 8 hex characters of h read as a whole number (0 to 2^32 − 1), with a 1% edge, and is never below 1.00×. It is worked out in whole hundredths exactly as written below, with whole numbers only (BigInt in JavaScript): floating point would be off by 0.01× on a few inputs.',
        'A cash-out that is not a whole hundredth is rounded up or down with the first float of HMAC_SHA256(h, `${salt}:${your user id}`), a float of your own in the round, so crash returns exactly 99% at every stake.',
      ],
      code: 'n = int(h[0..8])\ncrashE2 = max(100, floor(99 × 2^32 / (n + 1)))\ncrash = crashE2 / 100',
    },
  ],
};
