/** One item of a player's Steam inventory, as the inventory endpoint describes it. */
export interface InventoryItem {
  assetId: string;
  /** The name the Steam market lists it under ("AK-47 | Redline (Field-Tested)"). */
  marketName: string;
  /** Steam's image of it, or null. */
  image: string | null;
  /** False while Steam holds it (a trade hold or trade protection). */
  tradable: boolean;
}

/** The inventory is private, the account unknown, or Steam did not answer. */
export class InventoryUnavailable extends Error {}

/** A player's CS2 inventory (Steam's public inventory endpoint, or the sandbox). */
export interface SteamInventory {
  readonly name: string;
  itemsOf(steamId: string): Promise<InventoryItem[]>;
}

/** The 64-bit Steam id of the account a trade URL's 32-bit `partner` names. */
export function steamIdOfPartner(partner: string): string {
  return (76_561_197_960_265_728n + BigInt(partner)).toString();
}
