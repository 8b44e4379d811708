import { z } from 'zod';
import type { RoomGameManifest, SeatRecord } from '../manifest';
import {
  type CreateCoinFlipBody,
  type CoinFlipOutcome,
  coinFlipOutcomeSchema,
  coinSideSchema,
  createCoinFlipBodySchema,
} from './bet';
import {
  COIN_FLIP_FEE_PERCENT,
  COIN_FLIP_PAYOUT_MAX,
  COIN_FLIP_STAKE_MAX,
  COIN_FLIP_STAKE_MIN,
  COIN_FLIP_MAX_OPEN_PER_PLAYER,
  type CoinSide,
  coinFlipSide,
  otherSide,
  settleCoinFlip,
} from './core';
import tuning from './tuning.json';

// Coin flip's pure manifest (docs/games/coin-flip.md), played by the generic room driver:
// two seats, the creator's side and the side left (a player's, or the house's when the
// creator calls the bot); the beacon draw's first float is the side, its second rounds the
// 5% fee fairly. Its API, events and words are the spec's (src/shared/contract/coinFlip.ts
// projects a room to them).

export {
  coinFlipOutcomeSchema,
  coinSideSchema,
  createCoinFlipBodySchema,
  type CoinFlipOutcome,
  type CreateCoinFlipBody,
} from './bet';
import { coinFlipMoments } from './core/moments';

/** How long the page's coin takes to land: the winner's payout is held until then. */
export const COIN_FLIP_REVEAL_MS = tuning.durations.flip;

/** The bet outcome coin flip's history and verifier read (its shape before the driver). */
function coinFlipSeatOutcome(record: SeatRecord<CoinSide, CoinFlipOutcome>) {
  const seat = { gameId: record.roomId, side: record.choice };
  if ('cancelled' in record) return { ...seat, cancelled: true };
  if ('refunded' in record) return { ...seat, refunded: true, beaconRound: record.beaconRound };
  return {
    ...seat,
    winningSide: record.outcome.winningSide,
    beaconRound: record.beaconRound,
    beaconValue: record.beaconValue,
  };
}

/** A seat's outcome as coin flip's history record shows it, from what the seat's bet keeps. */
function coinFlipHistoryOutcome(stored: Record<string, unknown>) {
  const outcome = stored as { side: CoinSide; winningSide?: CoinSide; cancelled?: boolean };
  return {
    side: outcome.side,
    winningSide: outcome.winningSide ?? null,
    cancelled: outcome.cancelled === true,
  };
}

export const coinFlipGame: RoomGameManifest<
  'coin-flip',
  CreateCoinFlipBody,
  Record<string, never>,
  CoinSide,
  CoinFlipOutcome
> = {
  kind: 'coin-flip',
  name: 'Coin Flip',
  lobbyKey: 'coinflip',
  // The spec has no coin-flip location: its notifications show with the games'.
  location: 'GAMES',
  play: 'room',
  houseEdgeBps: COIN_FLIP_FEE_PERCENT * 100,
  moments: coinFlipMoments,
  longestRevealMs: COIN_FLIP_REVEAL_MS,
  limits: {
    betMin: COIN_FLIP_STAKE_MIN,
    betMax: COIN_FLIP_STAKE_MAX,
    payoutMax: COIN_FLIP_PAYOUT_MAX,
  },
  route: 'coinflip',
  seats: 2,
  maxOpenPerPlayer: COIN_FLIP_MAX_OPEN_PER_PLAYER,
  recentRooms: 20,
  create: createCoinFlipBodySchema,
  join: z.object({}).strict(),
  choiceSchema: coinSideSchema,
  outcomeSchema: coinFlipOutcomeSchema,
  openSeat: ({ side }) => side,
  joinSeat: (room) => otherSide(room.seats[0]!.choice),
  houseSeat: (room) => otherSide(room.seats[0]!.choice),
  draw: { by: 'beacon', floats: 2 },
  outcome: (_room, [float]) => ({ winningSide: coinFlipSide(float!) }),
  settle: (room, { winningSide }, [, roundingFloat]) => {
    const result = settleCoinFlip(room.amount, room.seats[0]!.choice, winningSide, roundingFloat!);
    const creatorWon = result.winner === 'creator';
    return {
      payouts: [creatorWon ? result.payout : 0, creatorWon ? 0 : result.payout],
      fee: result.fee,
    };
  },
  texts: {
    unknownRoom: 'No coin flip with this id',
    tooManyOpen: `You can keep at most ${COIN_FLIP_MAX_OPEN_PER_PLAYER} open coin flips at once`,
    refusedCode: 'COIN_FLIP_REFUSED',
  },
  seatOutcome: coinFlipSeatOutcome,
  historyOutcome: coinFlipHistoryOutcome,
};
