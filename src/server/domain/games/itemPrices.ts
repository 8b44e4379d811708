/** A catalogue item with today's price in hundredths (null when the feed has none). */
export interface ItemPrice {
  id: string;
  name: string;
  rarity: string;
  price: number | null;
  /** Where its picture is: a won item's live drop shows it. */
  image?: string | null;
}

/**
 * Where bets that name catalogue items (the Skin Upgrader's target) get their prices: the
 * catalogue with the price feed (cases/catalogue/catalogueItems.ts). Unknown ids are absent.
 */
export interface ItemPrices {
  lookUp(ids: readonly string[]): Promise<ReadonlyMap<string, ItemPrice>>;
}
