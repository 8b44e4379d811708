import type { Beacon, BeaconReading } from './beacon';

/**
 * One more try before a game whose round is long overdue is refunded: a value that exists
 * and verifies must decide the game rather than a refund. Anything else (still pending,
 * unreachable, failing verification) is null.
 */
export async function lastReading(
  beacon: Beacon,
  round: number,
): Promise<Extract<BeaconReading, { status: 'ready' }> | null> {
  try {
    const reading = await beacon.read(round);
    return reading.status === 'ready' ? reading : null;
  } catch {
    return null;
  }
}
