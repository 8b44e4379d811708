import type { ContentDoc } from '../../src/client/features/content/types';

export const fairnessDoc: ContentDoc = {
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
        'A bought pull (one of a regular round) is worth what an opening of its case pays. A case costs its expected value divided by 0.92, rounded up to the hundredth; that rounding takes r = 0.92 × price − expected value (in hundredths, less than one) from what the case returns. So the pull is worth the item’s value plus 0.01 when g, the second float of the same (round, seat) (the next 4 bytes of the same HMAC), is below r, and the item’s value alone otherwise: on average every bought pull is worth exactly 92% of its case’s price. The items’ values alone decide who wins; the hundredth only adds to the pot. A respin pull is worth nothing.',
      ],
      code: 'f = first 4 bytes of HMAC_SHA256(serverSeed, `${beaconValue}:${round}:${seat}`) / 2^32\nticket = floor(f × 100000) + 1\ng = next 4 bytes of the same HMAC / 2^32\nvalue = item value + (g < r ? 0.01 : 0), r = 0.92 × case price − case expected value',
    },
    {
      heading: 'Who wins',
      paragraphs: [
        'The value of every bought pull (every seat, every regular round) goes to someone, and nothing more: no option changes what a battle returns. Each bought pull is worth what an opening of its case pays (above), so a battle returns 92% of its price like an opening. Totals add up the items’ values. Free-for-All: the highest total takes everything. Team Battle: the team (seats 0 and 1 against 2 and 3) with the higher total wins and its members share evenly. Group Unboxing splits the total between all seats; in a Friendly Battle everyone keeps their own pulls.',
        'Inverse: the lowest total wins. Last Round: only the last round’s pulls decide (the winner still takes everything). King: the seat with the single most valuable pull wins.',
        'An even split gives each winner the same whole hundredths; the hundredths left over go one each to winners picked by the split float, the float of round 0, seat 0 of the battle’s draw (no pull uses it), so each winner gets exactly an even share on average.',
      ],
    },
    {
      heading: 'Ties',
      paragraphs: [
        'A tie is two or more seats (in Team Battle, teams) level on what decides the battle: the highest total, the lowest with Inverse, the last round’s total with Last Round, the single best pull with King. Group Unboxing and Friendly Battle have no winner, so they have no ties. What a tie does depends on the battle’s tie option:',
      ],
      list: [
        'No tie option (split): the tied seats (every seat of each tied team) share the value of every pull evenly. Each gets the same whole hundredths; the hundredths left over go one each to tied seats picked by the split float.',
        'Roll: one more float, drawn after the last round, picks one winner among the tied seats or teams listed in seat order: the i-th wins when floor(f × tied) = i (counting from 0). The winner takes everything, as if it had led outright.',
        'Respin: the tied seats open the last case again, one respin round at a time after the last round; the other seats do not pull. Each respin round alone decides among the seats still tied, by the battle’s own rule (highest, lowest with Inverse, best pull with King; in Team Battle a tied team’s respin pulls add up). Respin pulls only decide the winner: they add no value to the pot, so the winner takes the value of the regular rounds’ pulls, the same as in any battle. If the seats are still tied after 10 respins, the tie splits evenly among them. A battle whose last case has items of one value only would tie on every respin, so Respin cannot be chosen with it.',
      ],
      code: 'roll   f = HMAC_SHA256(serverSeed, `${beaconValue}:${rounds + 1}:0`), winner = tied[floor(f × tied.length)]\nrespin k = round rounds + k, only the tied seats pull; its pulls decide, the pot keeps only the regular rounds',
    },
    {
      heading: 'No cancelling',
      paragraphs: [
        'Once the beacon round is named, a battle can no longer be cancelled: nobody can back out after seeing a result coming.',
      ],
    },
  ],
};
