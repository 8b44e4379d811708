import { randomUUID } from 'node:crypto';
import type { CrashBet } from '../../../src/shared/contract/crash';
import type { RouletteBet, RouletteJackpot } from '../../../src/shared/contract/roulette';

// What each round game looks like to the bench: its room, the socket event a bet makes,
// the bet request, and the message of the same shape and size the bare pair sends instead.

/** What the bench reads of a round snapshot (crash.round, roulette.round). */
export interface BenchRound {
  id: number;
  number: number;
  phase: string;
  bettingEndsAt: string;
}

/**
 * One message for the bare pair. `batchMs` > 0: the bare server batches like our relay
 * (the first message opens a window of that length; its `data.bets` of one round go out
 * together, with the newest other fields).
 */
export interface BareMessage {
  room: string;
  event: string;
  data: { roundId: number } & Record<string, unknown>;
  batchMs: number;
}

export interface RoundGameBench {
  game: 'crash' | 'roulette';
  room: string;
  roundEvent: string;
  /** The room event that carries a new bet. */
  betEvent: string;
  betPath: string;
  betBody: Record<string, unknown>;
  /** The betting players a `betEvent` payload names. */
  keysOf(payload: unknown): string[];
  bareMessage(roundId: number, username: string): BareMessage;
}

const BET_AMOUNT = 10;
/** Roulette's relay batches new bets (src/server/domain/roulette/relays.ts). */
export const ROULETTE_BATCH_MS = 100;

type Payload<D> = { data: D };

export const crashBench: RoundGameBench = {
  game: 'crash',
  room: 'game:crash',
  roundEvent: 'crash.round',
  betEvent: 'crash.bet',
  betPath: '/api/games/crash/bet',
  betBody: { amount: BET_AMOUNT, autoCashout: null },
  keysOf: (payload) => [(payload as Payload<{ bet: CrashBet }>).data.bet.username],
  bareMessage(roundId, username) {
    const bet: CrashBet = {
      id: randomUUID(),
      username,
      amount: BET_AMOUNT,
      autoCashout: null,
      cashedOutAt: null,
      payout: null,
    };
    return { room: 'game:crash', event: 'crash.bet', data: { roundId, bet }, batchMs: 0 };
  },
};

export const rouletteBench: RoundGameBench = {
  game: 'roulette',
  room: 'game:roulette',
  roundEvent: 'roulette.round',
  betEvent: 'roulette.bets',
  betPath: '/api/games/roulette/bet',
  betBody: { option: 'RED', amount: BET_AMOUNT },
  keysOf: (payload) =>
    (payload as Payload<{ bets: RouletteBet[] }>).data.bets.map((bet) => bet.username),
  bareMessage(roundId, username) {
    const bet: RouletteBet = {
      id: randomUUID(),
      username,
      option: 'RED',
      amount: BET_AMOUNT,
      payout: null,
      jackpot: null,
    };
    const jackpot: RouletteJackpot = { amount: 123_456, greenStreak: 1 };
    return {
      room: 'game:roulette',
      event: 'roulette.bets',
      data: { roundId, bets: [bet], jackpot },
      batchMs: ROULETTE_BATCH_MS,
    };
  },
};

export const ROUND_GAMES: readonly RoundGameBench[] = [crashBench, rouletteBench];
