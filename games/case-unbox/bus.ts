import type { CaseRarity } from '../../src/shared/rarities';
import type { WeaponClass } from '../../src/shared/weapon-classes';
import type { Paced } from '../engine/bus';

// Case opening's commands on the page-scene bus (games/engine/bus.ts).

/** An item as the case reels draw it (the contract's drop item, without its id). */
export interface CaseReelItem {
  name: string;
  image: string | null;
  /** Its class (from its name, src/shared/weapon-silhouettes): drawn while it has no picture. */
  weapon: WeaponClass;
  rarity: CaseRarity;
  /** Hundredths of a gem. */
  price: number;
  /** Chance out of 100,000: the cosmetic filler cards are drawn with these weights. */
  tickets: number;
}

export type CaseUnboxCommands = {
  /** The case on show: the items the filler cards come from, and how many reels (1-5). */
  'case-unbox:reels': { items: readonly CaseReelItem[]; count: number };
  /** Spin one reel per opening onto its won item; one 'done' once every reel has stopped. */
  'case-unbox:spin': Paced & {
    id: string;
    /** The case's price: a win worth many times it gets the big-win sound. */
    price: number;
    /** `openingId` seeds the reel's filler cards and where in the card it stops. */
    reels: readonly { openingId: string; item: CaseReelItem }[];
  };
};
