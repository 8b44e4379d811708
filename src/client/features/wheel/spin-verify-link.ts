import type { WheelSpinRecord } from '../../../shared/contract/wheel';

/** The wheel's verifier page (games/reward-wheel/verifier). */
export const WHEEL_VERIFIER_PATH = '/fairness/wheel';

/**
 * /fairness/wheel with the spin's seeds, nonce and tier in the query string the verifier
 * fills its form from; null while the pair is unrevealed (no server seed to check with yet).
 */
export function wheelVerifyHref(
  spin: Pick<WheelSpinRecord, 'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'nonce' | 'tier'>,
): string | null {
  if (!spin.serverSeed) return null;
  const query = new URLSearchParams({
    serverSeed: spin.serverSeed,
    serverSeedHash: spin.serverSeedHash,
    clientSeed: spin.clientSeed,
    nonce: String(spin.nonce),
    tier: String(spin.tier),
  });
  return `${WHEEL_VERIFIER_PATH}?${query.toString()}`;
}
