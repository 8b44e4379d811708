// Coin flip (docs/games/coin-flip.md): two seats, one side each, the same stake; one float from the
// beacon draw decides the side; the winner takes the pot less the 5% fee. Exact integers.
export {
  COIN_FLIP_DRAW,
  COIN_SIDES,
  coinFlipSide,
  isCoinSide,
  otherSide,
  type CoinSide,
} from './sides';
export {
  coinFlipFee,
  coinFlipPayout,
  coinFlipPot,
  coinFlipStakeError,
  settleCoinFlip,
  type CoinFlipSeat,
  type CoinFlipSettlement,
} from './payout';
export {
  COIN_FLIP_ACTIONS,
  COIN_FLIP_STATES,
  COIN_FLIP_TRANSITIONS,
  coinFlipActionError,
  coinFlipBeaconNamed,
  coinFlipSeatsFilled,
  coinFlipTransition,
  isCoinFlipFinished,
  isCoinFlipState,
  type CoinFlipAction,
  type CoinFlipGameRef,
  type CoinFlipState,
} from './states';
export {
  COIN_FLIP_FEE_PERCENT,
  COIN_FLIP_MAX_OPEN_PER_PLAYER,
  COIN_FLIP_PAYOUT_MAX,
  COIN_FLIP_STAKE_MAX,
  COIN_FLIP_STAKE_MIN,
} from './limits';
