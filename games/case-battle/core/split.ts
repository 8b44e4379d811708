// Exact even splits: every hundredth of the pot goes to someone.

/**
 * `total` hundredths shared by `seats` (in seat order): each gets floor(total / n), and the
 * hundredths left over go one each to the first seats. Returns payouts for all `playerAmount`
 * seats (0 for the others); they sum to `total` exactly.
 */
export function splitEvenly(
  total: number,
  seats: readonly number[],
  playerAmount: number,
): number[] {
  if (!Number.isSafeInteger(total) || total < 0) {
    throw new RangeError('The total must be a whole number of hundredths from 0');
  }
  if (seats.length === 0) throw new RangeError('A split needs at least one seat');
  const ordered = [...seats].sort((a, b) => a - b);
  const share = Math.floor(total / ordered.length);
  const remainder = total - share * ordered.length;
  const payouts = Array.from({ length: playerAmount }, () => 0);
  ordered.forEach((seat, index) => {
    payouts[seat] = share + (index < remainder ? 1 : 0);
  });
  return payouts;
}
