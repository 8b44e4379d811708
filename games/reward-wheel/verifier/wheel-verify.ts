import { serverSeedMatchesHash } from '../../fair';
import { type WheelSpin, spinWheel } from '../core';

export interface WheelVerification {
  spin: WheelSpin;
  /** null: no hash was given to check. */
  hashMatches: boolean | null;
}

/** A spin recomputed in the browser with the code the server spun it with. */
export function verifyWheelSpin(input: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  tier: number;
}): WheelVerification {
  const { serverSeed, serverSeedHash, clientSeed, nonce, tier } = input;
  return {
    spin: spinWheel({ serverSeed, clientSeed, nonce }, tier),
    hashMatches: serverSeedHash ? serverSeedMatchesHash(serverSeed, serverSeedHash) : null,
  };
}
