import type { Challenge, ChallengeTracker } from '../../../shared/contract/challenges';
import { levelOf } from '../../../shared/levels';
import type { Database } from '../../db/client';
import { type Tx, autocommit, transact } from '../../db/transaction';
import { ReadCache } from '../../lib/readCache';
import type { SettledWager, WagerAccrual } from '../accruals';
import { DomainError, conflict, notFound } from '../errors';
import type { DomainEventBus } from '../events';
import type { PlayCover } from '../rewards';
import type { Wallet } from '../wallet';
import {
  type ChallengeInstance,
  challengeOf,
  instanceAt,
  listedInstances,
  trackerOf,
} from './challengeListing';
import { type ChallengePeriod, parsePublicChallengeId, periodWindow } from './challengePeriods';
import {
  type ChallengeDefinition,
  type GoalKind,
  type TrackerDelta,
  isRunning,
  wagerDeltas,
} from './challengeProgress';
import {
  ADD_PROGRESS,
  CLAIM_TRACKER,
  ENABLED_DEFINITIONS,
  RAISE_PROGRESS,
  TRACKERS_OF,
  TRACKER_STATE,
  type TrackerRow,
  XP_OF_USERS,
} from './challengeStatements';

/** How long the challenge definitions are kept once read. */
export const DEFINITIONS_TTL_MS = 10_000;

/** Where challenges read the time; tests move it across a period boundary. */
export interface ChallengeClock {
  now(): number;
}

interface DefinitionRow extends Record<string, unknown> {
  id: string;
  category: ChallengeDefinition['category'];
  title: string;
  description: string;
  goal_kind: GoalKind;
  game: string | null;
  min_multiplier_e4: number | string | null;
  goal: number | string;
  reward: number | string;
  period: ChallengePeriod;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const dateOrNull = (value: Date | string | null) => (value === null ? null : dateOf(value));

/**
 * Challenges: the list, each player's trackers, the accrual that advances them from settled
 * wagers (registered with the accrual step as 'challenges'), and the claim that pays a
 * completed one's reward from the promo account exactly once.
 */
export class Challenges implements WagerAccrual {
  readonly name = 'challenges';
  /**
   * The definitions change only by a migration or an operator's SQL, yet every page's
   * start-up, claim and batch of wagers asks for them: kept a few seconds.
   */
  private readonly definitionsCache = new ReadCache<readonly ChallengeDefinition[]>(
    DEFINITIONS_TTL_MS,
  );

  constructor(
    private readonly db: Database,
    private readonly wallet: Wallet,
    private readonly events: DomainEventBus,
    /** Weighs a claim's reward against the player's play (rewards/playCover.ts). */
    private readonly cover: Pick<PlayCover, 'ensureChallenge'>,
    readonly clock: ChallengeClock = { now: () => Date.now() },
  ) {}

  /** Every current challenge, finished ones last. */
  async list(): Promise<Challenge[]> {
    const definitions = await this.definitions();
    return listedInstances(definitions, this.clock.now()).map(challengeOf);
  }

  /** The player's trackers on the listed challenges; none means ACTIVE with progress 0. */
  async trackers(userId: string): Promise<ChallengeTracker[]> {
    const definitions = await this.definitions();
    const listed = listedInstances(definitions, this.clock.now());
    const rows = await autocommit(this.db, (tx) =>
      tx.query<TrackerRow>(TRACKERS_OF, [
        userId,
        listed.map((instance) => instance.definition.key),
        listed.map((instance) => instance.periodStart.toISOString()),
      ]),
    );
    const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
    return rows.flatMap((row) => {
      const definition = byKey.get(row.challenge_id);
      return definition ? [trackerOf(definition, rowFacts(row))] : [];
    });
  }

  /** The accrual step's batch: wager-fed trackers grow, level trackers follow the XP total. */
  async accrue(tx: Tx, wagers: readonly SettledWager[]): Promise<void> {
    const definitions = await this.definitionsIn(tx);
    if (definitions.length === 0 || wagers.length === 0) return;
    // A wager's own moment, on the challenges' clock (the two agree outside tests).
    const skew = this.clock.now() - Date.now();
    // A wager that states no edge advances nothing: it costs nothing in expectation (a green
    // roulette bet, whose edge the jackpot gives back).
    const facts = wagers
      .filter((wager) => wager.houseEdgeE4 > 0)
      .map((wager) => ({
        userId: wager.userId,
        game: wager.game,
        amount: wager.amount,
        multiplierE4: wager.multiplierE4,
        at: wager.settledAt.getTime() + skew,
      }));
    const changed = await this.apply(tx, ADD_PROGRESS, wagerDeltas(definitions, facts));
    changed.push(
      ...(await this.raiseLevels(tx, definitions, [...new Set(facts.map((f) => f.userId))])),
    );
    this.announce(tx, definitions, changed);
  }

  /**
   * Advances a player's running challenges of one kind by `by` (an event that is no wager:
   * a case battle won feeds 'win-battle' once battles settle). In the caller's transaction.
   */
  async advance(tx: Tx, userId: string, kind: GoalKind, by = 1): Promise<void> {
    const definitions = await this.definitionsIn(tx);
    const now = this.clock.now();
    const deltas: TrackerDelta[] = definitions
      .filter((definition) => definition.goalKind === kind && isRunning(definition, now))
      .map((definition) => ({
        userId,
        key: definition.key,
        periodStart: periodWindow(definition.period, now).start,
        goal: definition.goal,
        by,
      }));
    this.announce(tx, definitions, await this.apply(tx, ADD_PROGRESS, deltas));
  }

  /**
   * Claims a completed challenge of the current period: CLAIMED and the reward credited in
   * one transaction. The tracker's row lock makes parallel claims wait for each other, and
   * the later ones then find it CLAIMED; the wallet's idempotency key backs that up. The
   * reward is free value: it is paid only when the player's play of the challenge's window
   * covers it and every other free reward taken in that window (playCover.ts), else the
   * whole claim is undone and answers NEEDS_PLAY.
   */
  async claim(userId: string, id: string): Promise<void> {
    const instance = await this.claimable(id);
    const { definition, periodStart } = instance;
    await transact(this.db, async (tx) => {
      const values = [userId, definition.key, periodStart.toISOString()];
      const [claimed] = await tx.query<TrackerRow>(CLAIM_TRACKER, values);
      if (!claimed) {
        const [row] = await tx.query<{ state: string }>(TRACKER_STATE, values);
        if (row?.state === 'CLAIMED')
          throw conflict('CHALLENGE_ALREADY_CLAIMED', 'This challenge was already claimed');
        throw conflict('CHALLENGE_NOT_COMPLETED', 'This challenge is not completed yet');
      }
      await this.wallet.move(tx, {
        userId,
        amount: definition.reward,
        counterparty: 'promo',
        kind: 'challenge-reward',
        reference: instance.id,
        idempotencyKey: `challenge:${definition.key}:${periodStart.toISOString()}:${userId}`,
      });
      // After the wallet move, as a daily case and a spin check theirs (one lock order).
      await this.cover.ensureChallenge(
        tx,
        userId,
        { key: definition.key, periodStart, period: definition.period },
        definition.reward,
      );
      this.announce(tx, [definition], [claimed]);
    });
  }

  /** The instance a claim names, when it is the running one: else a clear refusal. */
  private async claimable(id: string): Promise<ChallengeInstance> {
    const parsed = parsePublicChallengeId(id);
    const definition = parsed
      ? (await this.definitions()).find((known) => known.key === parsed.key)
      : undefined;
    const now = this.clock.now();
    const unknown = () => notFound('No such challenge');
    if (!parsed || !definition) throw unknown();
    if ((definition.period === 'none') !== (parsed.periodStart === null)) throw unknown();
    if (definition.startsAt && now < definition.startsAt.getTime()) throw unknown();
    const instance = instanceAt(definition, now);
    const named = parsed.periodStart?.getTime() ?? instance.periodStart.getTime();
    if (named > instance.periodStart.getTime()) throw unknown();
    if (named < instance.periodStart.getTime() || instance.state === 'FINISHED')
      throw new DomainError('CHALLENGE_FINISHED', 'This challenge has finished', 409);
    return instance;
  }

  private async raiseLevels(
    tx: Tx,
    definitions: readonly ChallengeDefinition[],
    userIds: readonly string[],
  ): Promise<TrackerRow[]> {
    const now = this.clock.now();
    const levelGoals = definitions.filter(
      (definition) => definition.goalKind === 'reach-level' && isRunning(definition, now),
    );
    if (levelGoals.length === 0) return [];
    const users = await tx.query<{ id: string; xp: number | string }>(XP_OF_USERS, [userIds]);
    const deltas = users.flatMap((user) => {
      const level = levelOf(Number(user.xp)).level;
      return levelGoals.map((definition) => ({
        userId: user.id,
        key: definition.key,
        periodStart: periodWindow(definition.period, now).start,
        goal: definition.goal,
        by: level,
      }));
    });
    return this.apply(tx, RAISE_PROGRESS, deltas);
  }

  private async apply(
    tx: Tx,
    statement: typeof ADD_PROGRESS,
    deltas: readonly TrackerDelta[],
  ): Promise<TrackerRow[]> {
    if (deltas.length === 0) return [];
    return tx.query<TrackerRow>(statement, [
      deltas.map((delta) => delta.userId),
      deltas.map((delta) => delta.key),
      deltas.map((delta) => delta.periodStart.toISOString()),
      deltas.map((delta) => delta.goal),
      deltas.map((delta) => delta.by),
    ]);
  }

  /** Tells each player's tabs about their changed trackers once the transaction commits. */
  private announce(
    tx: Tx,
    definitions: readonly ChallengeDefinition[],
    rows: readonly TrackerRow[],
  ): void {
    if (rows.length === 0) return;
    const byKey = new Map(definitions.map((definition) => [definition.key, definition]));
    const changes = rows.flatMap((row) => {
      const definition = byKey.get(row.challenge_id);
      return definition
        ? [{ userId: row.user_id, tracker: trackerOf(definition, rowFacts(row)) }]
        : [];
    });
    tx.afterCommit(() => {
      for (const change of changes) this.events.emit('challenge.tracker', change);
    });
  }

  /** Shared by every caller: read, never changed. */
  private definitions(): Promise<readonly ChallengeDefinition[]> {
    return this.definitionsCache.read(() => autocommit(this.db, (tx) => this.readDefinitions(tx)));
  }

  /**
   * Inside a transaction a read goes through it, never waiting for one under way outside
   * (on PGlite's one connection that read waits for this transaction).
   */
  private definitionsIn(tx: Pick<Tx, 'query'>): Promise<readonly ChallengeDefinition[]> {
    return this.definitionsCache.read(() => this.readDefinitions(tx), { joinPending: false });
  }

  private async readDefinitions(tx: Pick<Tx, 'query'>): Promise<ChallengeDefinition[]> {
    const rows = await tx.query<DefinitionRow>(ENABLED_DEFINITIONS, []);
    return rows.map((row) => ({
      key: row.id,
      category: row.category,
      title: row.title,
      description: row.description,
      goalKind: row.goal_kind,
      game: row.game,
      minMultiplierE4: row.min_multiplier_e4 === null ? null : Number(row.min_multiplier_e4),
      goal: Number(row.goal),
      reward: Number(row.reward),
      period: row.period,
      startsAt: dateOrNull(row.starts_at),
      endsAt: dateOrNull(row.ends_at),
    }));
  }
}

function rowFacts(row: TrackerRow) {
  return {
    periodStart: dateOf(row.period_start),
    progress: Number(row.progress),
    state: row.state,
    updatedAt: dateOf(row.updated_at),
  };
}
