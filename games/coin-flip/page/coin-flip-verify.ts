import { COIN_FLIP_DRAW, coinFlipSide, settleCoinFlip, type CoinSide } from '../core';
import { serverSeedMatchesHash } from '../../fair';
import { beaconFloats } from '../../fair/beaconDraw';

// The fairness panel's "Verify": the flip recomputed in the browser with the same core the
// server used, from nothing but what the game published.

export interface CoinFlipProof {
  serverSeed: string;
  serverSeedHash: string;
  beaconValue: string;
  /** Each seat's stake (hundredths) and the creator's side: given, the winner's payout is shown. */
  stake?: number;
  creatorSide?: CoinSide;
}

export type CoinFlipVerification =
  | {
      ok: true;
      /** The seed is the one committed to at creation. */
      seedMatches: boolean;
      /** The draw's float, (round 0, seat 0) of the beacon draw. */
      float: number;
      side: CoinSide;
      /** The draw's second float: it rounds the 5% fee fairly. */
      roundingFloat: number;
      /** The winner's payout, reproduced, when the stake and creator's side were given. */
      payout: number | null;
    }
  | { ok: false; error: string };

export function verifyCoinFlip(proof: CoinFlipProof): CoinFlipVerification {
  try {
    const [float, roundingFloat] = beaconFloats(
      { serverSeed: proof.serverSeed, beaconValue: proof.beaconValue, ...COIN_FLIP_DRAW },
      2,
    ) as [number, number];
    const side = coinFlipSide(float);
    const { stake, creatorSide } = proof;
    return {
      ok: true,
      seedMatches: serverSeedMatchesHash(proof.serverSeed, proof.serverSeedHash),
      float,
      side,
      roundingFloat,
      payout:
        stake === undefined || creatorSide === undefined
          ? null
          : settleCoinFlip(stake, creatorSide, side, roundingFloat).payout,
    };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
