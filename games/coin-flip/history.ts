import type { BetHistoryLines } from '../manifest.client';
import type { HistoryBet } from '../../src/shared/contract/betHistory';

type CoinFlipRecord = Extract<HistoryBet, { game: 'coin-flip' }>;

/** A coin flip seat in the bet history: checked by its revealed seed and beacon value. */
const coinFlipHistory: BetHistoryLines<CoinFlipRecord> = {
  summary: ({ outcome: { side, winningSide, cancelled } }) =>
    cancelled || winningSide === null
      ? `${side} · cancelled, stake returned`
      : `${side} · ${winningSide} won`,
  fairnessText: ({ fairness }) =>
    fairness.beaconRound === null
      ? 'Never flipped'
      : `${fairness.beaconLabel ?? 'Beacon'} round ${fairness.beaconRound}`,
  verifyHref: ({ fairness: { serverSeed, serverSeedHash, beaconValue } }) =>
    serverSeed === null || beaconValue === null
      ? null
      : `/fairness/coinflip?${new URLSearchParams({ serverSeed, serverSeedHash, beaconValue }).toString()}`,
  seedHash: () => null,
};
export default coinFlipHistory;
