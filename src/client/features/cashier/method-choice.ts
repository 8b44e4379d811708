/** A coin the cashier accepts, with the chains it travels on. */
export interface MethodOption {
  symbol: string;
  name: string;
  blockchains: readonly string[];
}

export interface MethodChoice {
  symbol: string;
  blockchain: string;
}

/**
 * Keeps the player's coin and chain while the list still offers them; otherwise falls back
 * to the coin's first chain, or the first coin. Null when nothing is offered.
 */
export function resolveChoice(
  methods: readonly MethodOption[],
  wanted: Partial<MethodChoice>,
): MethodChoice | null {
  const method = methods.find((m) => m.symbol === wanted.symbol) ?? methods[0];
  if (!method) return null;
  const blockchain =
    wanted.blockchain && method.blockchains.includes(wanted.blockchain)
      ? wanted.blockchain
      : method.blockchains[0];
  return blockchain ? { symbol: method.symbol, blockchain } : null;
}
