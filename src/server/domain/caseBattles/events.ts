import type {
  BattleFairness,
  BattleOutcomeEntry,
  BattlePlayer,
  CaseBattle,
} from '../../../shared/contract';

// Case battles' domain event, added to the domain's event map from their folder
// (TypeScript's module augmentation), as crash's and roulette's are: the events module names
// no game.

declare module '../events' {
  interface DomainEvents {
    /** A case battle changed: created, a seat taken, its beacon named or read, a round, the end. */
    'case-battle': CaseBattleEvent;
  }
}

/**
 * A case battle's change, told after commit: the relay sends it as the contract's event of
 * the same name to the battle's channel, and a public battle's also to the list's room.
 */
export type CaseBattleEvent = {
  battleId: string;
  /** Public battles are listed; private ones reach only those holding the link. */
  isPublic: boolean;
  creatorId: string;
  /** The players seated in it (never bots), and one who just left: their capture routes follow it. */
  userIds: string[];
} & (
  | { name: 'case-battle.created'; data: { caseBattle: CaseBattle } }
  | { name: 'case-battle.joined'; data: { _id: string; teamNumber: number; player: BattlePlayer } }
  | {
      name: 'case-battle.left';
      data: { _id: string; teamNumber: number; playerId: string; seat: number };
    }
  | {
      name: 'case-battle.starting';
      data: { _id: string; fairness: Pick<BattleFairness, 'blockNumber' | 'publicServerSeed'> };
    }
  | { name: 'case-battle.started'; data: { _id: string; fairness: BattleFairness } }
  | {
      name: 'case-battle.round';
      data: {
        _id: string;
        round: number;
        /** Respin pulls decide the tie only: their value is in no payout. */
        respin: boolean;
        lastRoll: string;
        outcome: BattleOutcomeEntry[];
      };
    }
  | {
      name: 'case-battle.completed';
      data: { _id: string; winners: CaseBattle['winners']; fairness: BattleFairness };
    }
);
