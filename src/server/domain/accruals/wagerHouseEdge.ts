/**
 * A wager's house edge in hundredths x 10^-4: its stake times its game's nominal edge, or
 * less when the bet states its own true edge in `params.houseEdgeE4` (a case battle seat,
 * whose edge follows its cases). Rakeback and commission share this, so they can never
 * promise more than the house expects to keep.
 */
export function wagerHouseEdgeE4(amount: number, nominalBps: number, params: unknown): number {
  const nominal = amount * nominalBps;
  const stated =
    typeof params === 'object' && params !== null
      ? (params as { houseEdgeE4?: unknown }).houseEdgeE4
      : undefined;
  if (typeof stated !== 'number' || !Number.isSafeInteger(stated) || stated < 0) return nominal;
  return Math.min(nominal, stated);
}
