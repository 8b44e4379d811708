import type {
  RouletteBet,
  RouletteJackpot,
  RouletteOption,
  RouletteOutcome,
} from '../../../shared/contract/roulette';

// Roulette's own domain events, added to the domain's event map from its folder (TypeScript's
// module augmentation): the event bus, the relays and the notices read them typed, and the
// events module names no game.

declare module '../events' {
  interface DomainEvents {
    /** A bet was placed on the roulette round. */
    'roulette.bet': { roundId: number; bet: RouletteBet };
    /** A roulette round's strip landed and its bets were settled; told once per round. */
    'roulette.ended': {
      roundId: number;
      number: number;
      outcome: RouletteOutcome;
      /** The streak became 2: ROULETTE_DOUBLE_GREEN. */
      doubleGreen: boolean;
      /** The pool paid out (ROULETTE_TRIPLE_GREEN when positive). */
      jackpotPaid: number;
      /** The jackpot after the round, as its ended snapshot shows it. */
      jackpot: RouletteJackpot;
    };
    /**
     * A player placed a roulette bet (told after commit), so their stream's browser source
     * can mark it on the round every watcher sees.
     */
    'roulette.own-bet': {
      userId: string;
      roundId: number;
      betId: string;
      option: RouletteOption;
    };
  }
}
