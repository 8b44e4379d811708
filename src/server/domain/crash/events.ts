import type { CrashBet } from '../../../shared/contract/crash';

// Crash's own domain events, added to the domain's event map from its folder (TypeScript's
// module augmentation): the event bus, the relays and the notices read them typed, and the
// events module names no game.

declare module '../events' {
  interface DomainEvents {
    /** A bet was placed on the crash round. */
    'crash.bet': { roundId: number; bet: CrashBet };
    /** A crash round crashed at `crashPoint` (hundredths); told once per round. */
    'crash.crashed': { roundId: number; crashPoint: number };
    /** Bets of the running crash round were cashed out (by hand or automatically). */
    'crash.cashouts': { roundId: number; bets: CrashBet[] };
    /**
     * A player's crash bet was placed (cashedOutAt null) or cashed out, by hand or by its
     * target (told after commit), so their stream's browser source can mark it on the round
     * every watcher sees.
     */
    'crash.own-bet': {
      userId: string;
      roundId: number;
      betId: string;
      cashedOutAt: number | null;
    };
  }
}
