import { createHmac, randomBytes } from 'node:crypto';
import { type Beacon, type BeaconReading, type NamedRound, assertBeaconRound } from './beacon';

export interface LocalBeaconOptions {
  /** Keys the values; a fresh random one unless given (tests give one to get fixed values). */
  secret?: string;
  /** Time between rounds. */
  periodMs?: number;
  /** How many rounds ahead `futureRound` names. */
  leadRounds?: number;
  now?: () => number;
  /**
   * When round 1 was due (epoch ms); the beacon's creation unless given. A server gives a
   * fixed one (LOCAL_BEACON_GENESIS), so a restarted process numbers rounds as the last one
   * did and a round named before the restart is due when it was said to be.
   */
  genesis?: number;
}

/** The local beacon's round 1 in a running server: 2026-01-01T00:00:00Z. */
export const LOCAL_BEACON_GENESIS = Date.UTC(2026, 0, 1);

export const LOCAL_BEACON_LABEL = 'Local beacon (development)';

/**
 * The development beacon: no network, values from HMAC_SHA256(secret, `local-beacon:${round}`)
 * kept in this process. Round 1 is due at the genesis (the beacon's creation unless given)
 * and each later round one period after the one before; a round's value is readable from its due time on. This server
 * makes these values itself, so they prove nothing to a player: the label says so.
 */
export class LocalBeacon implements Beacon {
  readonly kind = 'local' as const;
  readonly label = LOCAL_BEACON_LABEL;
  readonly isLocal = true;
  private readonly secret: string;
  private readonly periodMs: number;
  private readonly leadRounds: number;
  private readonly now: () => number;
  private readonly genesis: number;

  constructor(options: LocalBeaconOptions = {}) {
    this.secret = options.secret ?? randomBytes(32).toString('hex');
    this.periodMs = options.periodMs ?? 1_000;
    this.leadRounds = options.leadRounds ?? 2;
    if (!Number.isSafeInteger(this.periodMs) || this.periodMs < 1) {
      throw new RangeError('The local beacon period must be a whole number of ms from 1');
    }
    if (!Number.isSafeInteger(this.leadRounds) || this.leadRounds < 1) {
      throw new RangeError('The local beacon lead must be a whole number of rounds from 1');
    }
    this.now = options.now ?? Date.now;
    this.genesis = options.genesis ?? this.now();
    if (!Number.isSafeInteger(this.genesis)) {
      throw new RangeError('The local beacon genesis must be a whole number of epoch ms');
    }
  }

  /** When round `round` is due (epoch ms). */
  roundTime(round: number): number {
    return this.genesis + (round - 1) * this.periodMs;
  }

  /** The latest round due at `time` (0 before round 1). */
  roundAt(time: number): number {
    return time < this.genesis ? 0 : Math.floor((time - this.genesis) / this.periodMs) + 1;
  }

  async futureRound(now: number): Promise<NamedRound> {
    const round = this.roundAt(now) + this.leadRounds;
    return { beacon: this.kind, round, expectedAt: this.roundTime(round) };
  }

  async roundAfter(time: number): Promise<NamedRound> {
    const round = Math.max(1, Math.ceil((time - this.genesis) / this.periodMs) + 1);
    return { beacon: this.kind, round, expectedAt: this.roundTime(round) };
  }

  async read(round: number): Promise<BeaconReading> {
    assertBeaconRound(round);
    const waitMs = this.roundTime(round) - this.now();
    if (waitMs > 0) return { status: 'pending', retryAfterMs: waitMs };
    const value = createHmac('sha256', this.secret).update(`local-beacon:${round}`).digest('hex');
    return { status: 'ready', round, value, evidence: { kind: 'local' } };
  }
}
