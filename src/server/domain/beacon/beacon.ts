/**
 * Public randomness that nobody controls, named before it exists and read once it does.
 * Case battles and coin flips name a future round when their last seat fills; crash and
 * roulette take a round's value as the salt of their hash chain. Every beacon answers the
 * same two questions, so the games do not know which one is configured.
 */

export type BeaconKind = 'drand-quicknet' | 'eos' | 'local';

/** A round (drand round or EOS block number) named before its value exists. */
export interface NamedRound {
  beacon: BeaconKind;
  round: number;
  /** When the round is due to be produced (epoch ms); EOS needs irreversibility after that. */
  expectedAt: number;
}

/** What a player needs to check a value against the beacon's own public record. */
export type BeaconEvidence =
  | {
      kind: 'drand-quicknet';
      chainHash: string;
      /** The BLS signature (G1, hex) on sha256(round as 8 bytes big-endian). */
      signature: string;
    }
  | {
      kind: 'eos';
      blockId: string;
      /** The last irreversible block when the value was read (>= the round). */
      lastIrreversibleBlockNum: number;
    }
  | { kind: 'local' };

export type BeaconReading =
  | { status: 'pending'; retryAfterMs: number }
  | { status: 'ready'; round: number; value: string; evidence: BeaconEvidence };

export interface Beacon {
  readonly kind: BeaconKind;
  /** Shown on fairness pages next to the value, e.g. "drand quicknet round 1234". */
  readonly label: string;
  /** True for the development beacon, whose values this server makes itself. */
  readonly isLocal: boolean;
  /** A round whose value nobody can know yet, `now` being epoch ms. */
  futureRound(now: number): Promise<NamedRound>;
  /**
   * The first round due at or after `time` (epoch ms): named at a commitment as "the first
   * round N minutes after publication", so anyone can check the name was not chosen later.
   */
  roundAfter(time: number): Promise<NamedRound>;
  /**
   * The round's value (64 lowercase hex characters) once final and verified, or how long to
   * wait before asking again. Throws BeaconError when the answer cannot be had or trusted.
   */
  read(round: number): Promise<BeaconReading>;
}

/**
 * `unavailable`: the beacon could not be asked (network, timeout, an odd answer): try again.
 * `invalid`: an answer failed verification (bad signature, another block): never use it.
 */
export class BeaconError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'BeaconError';
  }
}

/** Throws unless `round` can name a beacon round (a whole number from 1). */
export function assertBeaconRound(round: number): void {
  if (!Number.isSafeInteger(round) || round < 1) {
    throw new RangeError('A beacon round is a whole number from 1');
  }
}
