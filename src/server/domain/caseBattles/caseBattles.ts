import type {
  CaseBattle,
  CreateCaseBattleBody,
  JoinCaseBattleBody,
  PublicUser,
} from '../../../shared/contract';
import type { Database } from '../../db/client';
import { autocommit } from '../../db/transaction';
import type { Beacon } from '../beacon';
import { isUuid, publicUserOf } from '../chat';
import type { Challenges } from '../challenges';
import { notFound } from '../errors';
import type { DomainEventBus } from '../events';
import type { GameSwitchboard } from '../games';
import type { LiveDrops } from '../liveDrops';
import type { Settlement } from '../settlement';
import { RoomDriver, SeatedGame } from '../rooms';
import type { PositionedBalance } from '../wallet';
import { type DriverOptions, battleTable } from './caseBattleTable';
import { CaseBattlePlay, readBattle } from './caseBattlePlay';
import { type BattleRow, type SeatRow, toCaseBattle } from './caseBattleRecords';
import { type CaseBattleShape, caseBattleStore } from './caseBattleStore';
import { LIVE_PUBLIC_BATTLES, SELECT_SEATS, SPECTATORS } from './caseBattleStatements';

// Case battles (docs/games/case-battle.md). A creator sets the mode, options, seats and cases
// and takes a seat for its price; players join (or the creator calls bots, played by the
// house) and the transaction that fills the last seat names a future beacon round, after
// which nobody can leave or cancel. These are the verbs every game between players shares
// (rooms/seatedGame.ts), on the battles' store (caseBattleStore.ts). The room driver, with
// the battles' table (caseBattleTable.ts), generates every pull once the value is public,
// tells the rounds one by one and settles the battle.

const LIST_LIMIT = 100;
/** How often the leader looks for battles left behind, and how late they must be. */
const SWEEP_MS = 1_000;
const GRACE_MS = 1_000;

export interface CaseBattleDeps {
  db: Database;
  settlement: Settlement;
  events: DomainEventBus;
  switchboard: GameSwitchboard;
  beacon: Beacon;
  challenges: Challenges;
  /** Where every seat's pulls are published once the battle has landed. */
  liveDrops: LiveDrops;
  /** A round's spin before FAST_SPIN when not the core's (tests shorten it). */
  spinMs?: number;
  /** How long past its round a battle waits for the value before every seat is refunded. */
  refundAfterMs?: number;
}

export type CaseBattleAnswer = { caseBattle: CaseBattle } & PositionedBalance;

const unknownBattle = () => notFound('No case battle with this id');

export class CaseBattles {
  readonly driver: RoomDriver<BattleRow>;
  private readonly seated: SeatedGame<CaseBattleShape>;

  /**
   * `onError` takes the driver's failures (the app's log, through the room games' sweeps,
   * which lead, follow and stop this driver with theirs: rooms/rooms.ts).
   */
  constructor(
    private readonly deps: CaseBattleDeps,
    driverOptions: DriverOptions = {},
    onError: (error: unknown) => void = () => {},
  ) {
    this.driver = new RoomDriver(
      battleTable(new CaseBattlePlay(deps), deps.events),
      deps,
      onError,
      { sweepMs: SWEEP_MS, graceMs: GRACE_MS, ...driverOptions },
    );
    this.seated = new SeatedGame(caseBattleStore(deps), deps, this.driver);
  }

  // --- Reading ---

  async list(): Promise<CaseBattle[]> {
    return autocommit(this.deps.db, async (tx) => {
      const rows = await tx.query<BattleRow>(LIVE_PUBLIC_BATTLES, [LIST_LIMIT]);
      const seats = await tx.query<SeatRow>(SELECT_SEATS, [rows.map((row) => row.id)]);
      return rows.map((row) =>
        toCaseBattle(
          row,
          seats.filter((s) => s.battle_id === row.id),
        ),
      );
    });
  }

  /** Any battle by its id: a private one is reachable by its link, never listed. */
  async get(id: string): Promise<CaseBattle> {
    if (!isUuid(id)) throw unknownBattle();
    const battle = await autocommit(this.deps.db, (tx) => readBattle(tx, id));
    if (!battle) throw unknownBattle();
    return battle;
  }

  /** The public names of the signed-in players among a battle's spectators. */
  async spectators(userIds: readonly string[]): Promise<PublicUser[]> {
    if (userIds.length === 0) return [];
    const rows = await autocommit(this.deps.db, (tx) =>
      tx.query<{ id: string; username: string; avatar: string | null; xp: number | string }>(
        SPECTATORS,
        [[...userIds]],
      ),
    );
    return rows.map(publicUserOf);
  }

  // --- What players do (the verbs every game between players shares, rooms/seatedGame.ts) ---

  create(userId: string, body: CreateCaseBattleBody): Promise<CaseBattleAnswer> {
    return this.seated.create(userId, body);
  }

  join(userId: string, id: string, place: JoinCaseBattleBody): Promise<CaseBattleAnswer> {
    return this.seated.join(userId, id, place);
  }

  /** The creator fills every free seat with a bot, played by the house. */
  callBots(userId: string, id: string): Promise<{ caseBattle: CaseBattle }> {
    return this.seated.house(userId, id);
  }

  /**
   * Leaving before the start, with the seat's price back. The creator's leaving closes the
   * battle and refunds every seat; anyone else's opens their seat again.
   */
  leave(userId: string, id: string): Promise<CaseBattleAnswer> {
    return this.seated.leave(userId, id);
  }
}
