import { COIN_FLIP_DRAW, coinFlipSide, type CoinSide } from '../../../../games/coin-flip/core';
import { serverSeedMatchesHash } from '../../../../games/fair';
import { beaconFloat } from '../../../../games/fair/beaconDraw';

// The fairness panel's "Verify": the flip recomputed in the browser with the same core the
// server used, from nothing but what the game published.

export interface CoinFlipProof {
  serverSeed: string;
  serverSeedHash: string;
  beaconValue: string;
}

export type CoinFlipVerification =
  | {
      ok: true;
      /** The seed is the one committed to at creation. */
      seedMatches: boolean;
      /** The draw's float, (round 0, seat 0) of the beacon draw. */
      float: number;
      side: CoinSide;
    }
  | { ok: false; error: string };

export function verifyCoinFlip(proof: CoinFlipProof): CoinFlipVerification {
  try {
    const float = beaconFloat(
      proof.serverSeed,
      proof.beaconValue,
      COIN_FLIP_DRAW.round,
      COIN_FLIP_DRAW.seat,
    );
    return {
      ok: true,
      seedMatches: serverSeedMatchesHash(proof.serverSeed, proof.serverSeedHash),
      float,
      side: coinFlipSide(float),
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
