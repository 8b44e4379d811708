import { hmacSha256, sha256Hex } from './hash';

/**
 * The hash chain of the round games (crash, roulette). Element 1 is sha256(seed text),
 * element i is sha256 of element i-1's hex text, up to element N. Element N, the
 * terminating hash, is published before any round; then the chain is played from the end:
 * round k (1 <= k < N) uses element N - k. So every round's hash, once revealed, hashes to the
 * one revealed before it (the terminating hash for round 1), and k hashes lead from round k
 * back to the terminating hash: nobody can compute a future round from past ones.
 *
 * The server keeps checkpoints (every `interval`-th element) instead of N strings: any
 * element is recomputed with fewer than `interval` hashes. Measured once (a script, not a
 * test) on a shared 2-core machine under load (load average 8): building 10,000,000 elements
 * took 72 s (about 7 microseconds a hash; node:crypto took 4 under the same load), the
 * farthest element 145 ms, and 20,000 rounds through `ChainCursor` 103 ms. So build once,
 * store the 1,001 checkpoints (about 64 KB) and restore them at start.
 */

/** Hashes between checkpoints unless told otherwise: at most 9,999 hashes per element. */
export const DEFAULT_CHECKPOINT_INTERVAL = 10_000;

const HEX_64 = /^[0-9a-f]{64}$/;

/** The element after `hashHex`: SHA-256 of its (lowercase) hex text. */
export function nextInChain(hashHex: string): string {
  return sha256Hex(hashHex);
}

/** What the server keeps of a chain: secret until each round reveals its element. */
export interface HashChain {
  /** N: elements 1..N; rounds 1..N-1 are playable. */
  readonly length: number;
  readonly interval: number;
  /**
   * checkpoints[j] is element j * interval; checkpoints[0] is the seed itself ("element 0"),
   * so the seed is kept only inside this secret structure.
   */
  readonly checkpoints: readonly string[];
  /** Element N, the hash published first. */
  readonly terminatingHash: string;
}

function assertChainShape(length: number, interval: number): void {
  if (!Number.isSafeInteger(length) || length < 2) {
    throw new RangeError('A chain needs at least 2 elements (the terminating hash and a round)');
  }
  if (!Number.isSafeInteger(interval) || interval < 1) {
    throw new RangeError('The checkpoint interval must be a whole number from 1');
  }
}

/** How a build goes: the hash it uses and how often it yields. */
export interface ChainBuildSteps {
  /** nextInChain or a faster SHA-256 of the same text (a server's native one). */
  next?: (hashHex: string) => string;
  /** Elements per step: the interval unless fewer, so each step is short. */
  yieldEvery?: number;
}

/**
 * Builds a chain step by step: each `next()` hashes one more segment of `interval`
 * elements (or of `yieldEvery`) and yields how many elements are done, so a server can
 * spread the build of a 10,000,000 chain over many event-loop turns. The generator's
 * return value is the chain.
 */
export function* hashChainBuilder(
  seed: string,
  length: number,
  interval = DEFAULT_CHECKPOINT_INTERVAL,
  steps: ChainBuildSteps = {},
): Generator<number, HashChain, void> {
  if (typeof seed !== 'string' || seed.length === 0) {
    throw new TypeError('The chain seed must be non-empty text');
  }
  assertChainShape(length, interval);
  const next = steps.next ?? nextInChain;
  const yieldEvery = steps.yieldEvery ?? interval;
  const checkpoints = [seed];
  let current = seed;
  for (let index = 1; index <= length; index++) {
    current = next(current);
    const checkpoint = index % interval === 0;
    if (checkpoint) checkpoints.push(current);
    if (checkpoint || index % yieldEvery === 0) yield index;
  }
  return { length, interval, checkpoints, terminatingHash: current };
}

/** Builds the whole chain at once (fine for tests and small chains). */
export function buildHashChain(
  seed: string,
  length: number,
  interval = DEFAULT_CHECKPOINT_INTERVAL,
): HashChain {
  const builder = hashChainBuilder(seed, length, interval);
  for (;;) {
    const step = builder.next();
    if (step.done) return step.value;
  }
}

/**
 * A chain restored from storage. Checks the shape (count and form of the checkpoints) and
 * that the last checkpoint leads to the terminating hash, which costs fewer than `interval`
 * hashes; it does not re-hash the whole chain.
 */
export function restoreHashChain(stored: HashChain): HashChain {
  const { length, interval, checkpoints, terminatingHash } = stored;
  assertChainShape(length, interval);
  if (checkpoints.length !== Math.floor(length / interval) + 1) {
    throw new RangeError(
      `A chain of ${length} keeps ${Math.floor(length / interval) + 1} checkpoints`,
    );
  }
  if (checkpoints.slice(1).some((hash) => !HEX_64.test(hash)) || !HEX_64.test(terminatingHash)) {
    throw new RangeError('Chain hashes must be 64 lowercase hex characters');
  }
  const chain: HashChain = { length, interval, checkpoints: [...checkpoints], terminatingHash };
  if (chainElement(chain, length) !== terminatingHash) {
    throw new RangeError('The checkpoints do not lead to the terminating hash');
  }
  return chain;
}

/** Element `index` (0 = the seed, N = the terminating hash), from the nearest checkpoint. */
export function chainElement(chain: HashChain, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index > chain.length) {
    throw new RangeError(`Chain elements run from 0 to ${chain.length}`);
  }
  const checkpoint = Math.floor(index / chain.interval);
  let hash = chain.checkpoints[checkpoint]!;
  for (let at = checkpoint * chain.interval; at < index; at++) hash = nextInChain(hash);
  return hash;
}

function assertRound(chain: HashChain, round: number): void {
  if (!Number.isSafeInteger(round) || round < 1 || round >= chain.length) {
    throw new RangeError(`Rounds of this chain run from 1 to ${chain.length - 1}`);
  }
}

/** The hash of round k: element N - k. */
export function roundHashOf(chain: HashChain, round: number): string {
  assertRound(chain, round);
  return chainElement(chain, chain.length - round);
}

/**
 * Plays a chain's rounds in order at about one hash per round: the rounds inside one
 * checkpoint segment are hashed forward once, kept, and handed out backwards. Holds at most
 * `interval` strings (about 1 MB for 10,000).
 */
export class ChainCursor {
  private segment: string[] = [];
  /** Element index of segment[0]. */
  private segmentStart = 0;
  private round: number;

  constructor(
    private readonly chain: HashChain,
    firstRound = 1,
  ) {
    assertRound(chain, firstRound);
    this.round = firstRound;
  }

  /** The round the next call to `next()` plays. */
  get nextRound(): number {
    return this.round;
  }

  /** True once every playable round has been handed out. */
  get exhausted(): boolean {
    return this.round >= this.chain.length;
  }

  /** The next round and its hash. */
  next(): { round: number; hash: string } {
    if (this.exhausted) throw new RangeError('Every round of this chain has been played');
    const index = this.chain.length - this.round;
    if (index < this.segmentStart || index >= this.segmentStart + this.segment.length) {
      this.loadSegmentHolding(index);
    }
    const hash = this.segment[index - this.segmentStart]!;
    return { round: this.round++, hash };
  }

  private loadSegmentHolding(index: number): void {
    const checkpoint = Math.floor(index / this.chain.interval);
    this.segmentStart = checkpoint * this.chain.interval;
    let hash = this.chain.checkpoints[checkpoint]!;
    this.segment = [hash];
    for (let at = this.segmentStart + 1; at <= index; at++) {
      hash = nextInChain(hash);
      this.segment.push(hash);
    }
  }
}

/**
 * True when the revealed round hash is the one committed to by the hash published before it
 * (the previous round's hash, or the terminating hash for round 1): sha256(round hash).
 */
export function verifyChainLink(roundHash: string, previousPublishedHash: string): boolean {
  return nextInChain(roundHash.toLowerCase()) === previousPublishedHash.toLowerCase();
}

/** Hashes `steps` times from `hashHex`: from round k, k steps reach the terminating hash. */
export function walkChain(hashHex: string, steps: number): string {
  if (!Number.isSafeInteger(steps) || steps < 0) {
    throw new RangeError('The step count must be a whole number from 0');
  }
  let hash = hashHex.toLowerCase();
  for (let i = 0; i < steps; i++) hash = nextInChain(hash);
  return hash;
}

/** True when round `round`'s revealed hash leads to the published terminating hash. */
export function roundLeadsToTerminatingHash(
  roundHash: string,
  round: number,
  terminatingHash: string,
): boolean {
  if (!Number.isSafeInteger(round) || round < 1) return false;
  return walkChain(roundHash, round) === terminatingHash.toLowerCase();
}

/**
 * The round's 32 bytes: HMAC_SHA256(key = round hash as lowercase hex text, message = salt),
 * the salt being the public beacon value fixed after the terminating hash was published.
 */
export function roundHmac(roundHash: string, salt: string): Uint8Array {
  return hmacSha256(roundHash.toLowerCase(), salt);
}
