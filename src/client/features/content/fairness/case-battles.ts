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
        'A battle gets its own server seed when it is created; its hash is shown straight away. When the last seat fills, the server names a future beacon round (the block number) and publishes the seed hash alongside it. When that round’s value arrives, the pulls are decided and told round by round; the seed is revealed when the battle completes, since showing it earlier would let anyone compute the rounds still to come before their reels turn.',
        'Beacons are EOS blocks (waiting for irreversibility) or drand quicknet rounds, whose signature is checked against the pinned public key. A local beacon used in development is labelled as such.',
      ],
    },
    {
      heading: 'Every pull',
      paragraphs: [
        'Rounds are numbered from 1: the cases open in the battle’s order, each as many times as its amount, and every seat opens the same case in a round. Seats are numbered from 0 (the first seat is 0). Each seat’s pull in each round uses its own float, turned into a ticket from 1 to 100,000 that picks the item whose ticket range contains it, exactly as a case opening does.',
      ],
      code: 'f = first 4 bytes of HMAC_SHA256(serverSeed, `${beaconValue}:${round}:${seat}`) / 2^32\nticket = floor(f × 100000) + 1',
    },
    {
      heading: 'Who wins',
      paragraphs: [
        'The value of every bought pull (every seat, every regular round) goes to someone, and nothing more: no option changes what a battle returns. Free-for-All: the highest total takes everything. Team Battle: the team (seats 0 and 1 against 2 and 3) with the higher total wins and its members share evenly. Group Unboxing splits the total between all seats; in a Friendly Battle everyone keeps their own pulls.',
        'Inverse: the lowest total wins. Last Round: only the last round’s pulls decide (the winner still takes everything). King: the seat with the single most valuable pull wins.',
        'An even split gives each winner the same whole hundredths; the hundredths left over go one each to the winners in seat order.',
      ],
    },
    {
      heading: 'Ties',
      paragraphs: [
        'Without a tie option a tie splits evenly. With Roll, one more float picks the winner among the tied seats (or teams), listed in seat order: the i-th wins when floor(f × tied) = i.',
        'With Respin, the tied seats open the last case again, as the rounds after the last one (the other seats do not pull), and each respin round alone decides among the seats still tied. Nobody paid for respin pulls, so they only decide: their value is in no total and no payout, and the winner takes the bought pulls. After 10 tied respins the tie splits evenly. A battle whose last case has items of one value only would tie on every respin, so Respin cannot be chosen with it.',
      ],
      code: 'roll f = HMAC_SHA256(serverSeed, `${beaconValue}:${rounds + 1}:0`)\nrespin k = round rounds + k, only the tied seats',
    },
    {
      heading: 'No cancelling',
      paragraphs: [
        'Once the beacon round is named, a battle can no longer be cancelled: nobody can back out after seeing a result coming.',
      ],
    },
  ],
};
