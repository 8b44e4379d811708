import type { ContentDoc } from '../../src/client/features/content/types';

/** /fairness/skin-upgrader: how a roll and a chance come from the seed pair and the bet. */
export const fairnessDoc: ContentDoc = {
  slug: 'skin-upgrader',
  label: 'Skin Upgrader',
  title: 'Skin Upgrader fairness',
  summary: 'How your seed pair gives the roll, and your stake and the skin’s price the chance.',
  sections: [
    {
      heading: 'The roll',
      paragraphs: [
        'Each upgrade takes the first float of its stream: HMAC-SHA256 keyed with the server seed over "clientSeed:nonce:0". Four bytes make a float f between 0 and 1; the gauge is one turn, and the needle stops at f of it, clockwise from the top.',
      ],
      code: 'f = b0/256 + b1/256² + b2/256³ + b3/256⁴\nroll = f × 2³²   (a whole number, 0 to 4,294,967,295)',
    },
    {
      heading: 'The chance',
      paragraphs: [
        'The chance is your stake over the skin’s price, times 0.90, counted in steps of 2⁻³² (the steps f comes in) and rounded down. It is held between 1% and 75%: a stake that would buy more than 75% is lowered to the smallest one that buys 75%, and a stake too small for 1% is refused with the stake that would reach it. The bet keeps the price the server used, so you can check it later.',
      ],
      code: 'chance = floor(stake × 0.9 × 2³² / price), within 1% and 75% of 2³²',
    },
    {
      heading: 'Winning',
      paragraphs: [
        'Rolling under wins when f is below the chance (roll < chance); rolling over wins when f is in the top share of the turn of the same size (roll ≥ 2³² − chance). Either way the same number of rolls win, and a win pays the skin’s price: 90% of the stake back on average.',
      ],
    },
    {
      heading: 'Skins in the stake',
      paragraphs: [
        'Skins from your inventory can be staked, alone or with gems. Each counts at the catalogue value it had at the bet, and the stake is their values plus the gems: the chance comes from that stake exactly as above. At 75% only the gems are lowered, since a skin cannot be staked in part. The bet keeps each skin with its value, so its record and this page show them; the skins leave your inventory with the bet, and a win gives the skin’s price in gems or the skin itself, as you chose before the roll.',
      ],
    },
  ],
};
