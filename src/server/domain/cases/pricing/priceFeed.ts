/** Item prices in gem hundredths, by the catalogue's item name (no wear, ★ for knives). */
export interface PriceFeed {
  /** Where the prices come from, for logs and the operator. */
  readonly name: string;
  /** Prices of the names it knows; names it does not know are absent. */
  prices(names: readonly string[]): Promise<Map<string, number>>;
}
