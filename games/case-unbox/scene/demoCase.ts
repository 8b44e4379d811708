import type { CaseRarity } from '../../../src/shared/contract/cases';
import { silhouetteOf } from '../../../src/shared/weapon-silhouettes';
import type { CaseReelItem } from '../bus';
import { casePrice, officialTickets, openCaseItems } from '../core';

// A weapon case with the official odds, for the scene viewer and the scene tests: outcomes
// drawn from it by the real case core are what the server could have decided.

const CONTENTS: [name: string, rarity: CaseRarity, price: number][] = [
  ['Glock-18 | Winterized', 'mil-spec', 8],
  ['UMP-45 | Roadblock', 'mil-spec', 6],
  ['MAC-10 | Monkeyflage', 'mil-spec', 5],
  ['Negev | Drop Me', 'mil-spec', 7],
  ['FAMAS | Meow 36', 'mil-spec', 9],
  ['Galil AR | Destroyer', 'mil-spec', 6],
  ['M4A4 | Poly Mag', 'mil-spec', 10],
  ['R8 Revolver | Crazy 8', 'restricted', 60],
  ['SG 553 | Dragon Tech', 'restricted', 55],
  ['P90 | Vent Rush', 'restricted', 48],
  ['Dual Berettas | Flora Carnivora', 'restricted', 52],
  ['AWP | Chromatic Aberration', 'classified', 420],
  ['USP-S | Printstream', 'classified', 380],
  ['M249 | Downtown', 'classified', 300],
  ['AK-47 | Ice Coaled', 'covert', 2_400],
  ['Sawed-Off | Kiss♥Love', 'covert', 1_900],
  ['★ Sport Gloves | Vice', 'rare-special', 52_000],
];

const tickets = officialTickets(CONTENTS.map(([, rarity]) => rarity));

export const demoCaseItems: readonly CaseReelItem[] = CONTENTS.map(([name, rarity, price], i) => ({
  name,
  image: null,
  weapon: silhouetteOf(name),
  rarity,
  price,
  tickets: tickets[i]!,
}));

export const demoCasePrice = casePrice(demoCaseItems);

/** The item an opening of the demo case wins with these seeds. */
export function demoOpening(serverSeed: string, nonce: number): CaseReelItem {
  return openCaseItems({ serverSeed, clientSeed: 'demo', nonce }, demoCaseItems).item;
}
