/**
 * Splits a pool equally among `recipients`, in whole hundredths. Nobody gets a fraction:
 * what the integer division leaves over stays in the pool for the next rain.
 */
export function splitRain(pool: number, recipients: number): { share: number; remainder: number } {
  if (!Number.isSafeInteger(pool) || pool < 0) throw new Error('rain: bad pool');
  if (!Number.isSafeInteger(recipients) || recipients < 0) throw new Error('rain: bad count');
  if (recipients === 0) return { share: 0, remainder: pool };
  const share = Math.floor(pool / recipients);
  return { share, remainder: pool - share * recipients };
}
