import { z } from 'zod';
import {
  type Beacon,
  BeaconError,
  type BeaconReading,
  type NamedRound,
  assertBeaconRound,
} from './beacon';
import {
  QUICKNET,
  quicknetFirstRoundFrom,
  quicknetRandomness,
  quicknetRoundAt,
  quicknetRoundTime,
  verifyQuicknetSignature,
} from './drandVerify';
import { type HttpFetch, baseUrl, platformFetch } from './httpFetch';

export interface DrandQuicknetOptions {
  /** Relays tried in order, e.g. https://api.drand.sh; any relay will do: answers are verified. */
  relayUrls: readonly string[];
  /** How many rounds (of 3 s) ahead `futureRound` names. */
  leadRounds?: number;
  timeoutMs?: number;
  fetch?: HttpFetch;
  now?: () => number;
}

// GET /{chainHash}/public/{round}: only the fields we rely on are checked.
const publicBeacon = z.object({
  round: z.number().int(),
  randomness: z.string(),
  signature: z.string(),
});

/** Relays answer a round that does not exist yet with 404 (older ones) or 425 Too Early. */
const NOT_YET = new Set([404, 425]);

/**
 * drand quicknet over HTTP. Each answer is checked offline against the pinned public key
 * (a relay can only fail to answer, never forge one), and the value is our own
 * sha256(signature), which must equal the randomness the relay sent.
 */
export class DrandQuicknetBeacon implements Beacon {
  readonly kind = 'drand-quicknet' as const;
  readonly label = 'drand quicknet (League of Entropy)';
  readonly isLocal = false;
  private readonly relays: string[];
  private readonly leadRounds: number;
  private readonly timeoutMs: number;
  private readonly fetch: HttpFetch;
  private readonly now: () => number;

  constructor(options: DrandQuicknetOptions) {
    if (options.relayUrls.length === 0) throw new RangeError('drand needs at least one relay URL');
    this.relays = options.relayUrls.map(baseUrl);
    this.leadRounds = options.leadRounds ?? 2;
    if (!Number.isSafeInteger(this.leadRounds) || this.leadRounds < 1) {
      throw new RangeError('The drand lead must be a whole number of rounds from 1');
    }
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetch = options.fetch ?? platformFetch;
    this.now = options.now ?? Date.now;
  }

  async futureRound(now: number): Promise<NamedRound> {
    const round = quicknetRoundAt(now) + this.leadRounds;
    return { beacon: this.kind, round, expectedAt: quicknetRoundTime(round) };
  }

  async roundAfter(time: number): Promise<NamedRound> {
    const round = quicknetFirstRoundFrom(time);
    return { beacon: this.kind, round, expectedAt: quicknetRoundTime(round) };
  }

  async read(round: number): Promise<BeaconReading> {
    assertBeaconRound(round);
    const waitMs = quicknetRoundTime(round) - this.now();
    if (waitMs > 0) return { status: 'pending', retryAfterMs: waitMs };
    const failures: string[] = [];
    for (const relay of this.relays) {
      const url = `${relay}/${QUICKNET.chainHash}/public/${round}`;
      let status: number;
      let body: unknown;
      try {
        const answer = await this.fetch(url, {
          method: 'GET',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        status = answer.status;
        body = status === 200 ? await answer.json() : undefined;
      } catch (error) {
        failures.push(`${relay}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      if (NOT_YET.has(status)) return { status: 'pending', retryAfterMs: 1_000 };
      const parsed = publicBeacon.safeParse(body);
      if (status !== 200 || !parsed.success) {
        failures.push(`${relay}: answered ${status}`);
        continue;
      }
      return { status: 'ready', ...this.verified(round, parsed.data) };
    }
    throw new BeaconError(
      'unavailable',
      `No drand relay answered round ${round}: ${failures.join('; ')}`,
    );
  }

  private verified(round: number, beacon: z.infer<typeof publicBeacon>) {
    const signature = beacon.signature.toLowerCase();
    if (beacon.round !== round) {
      throw new BeaconError('invalid', `Asked drand for round ${round}, got round ${beacon.round}`);
    }
    if (!verifyQuicknetSignature(round, signature)) {
      throw new BeaconError('invalid', `drand round ${round}: the signature does not verify`);
    }
    const value = quicknetRandomness(signature);
    if (beacon.randomness.toLowerCase() !== value) {
      throw new BeaconError('invalid', `drand round ${round}: randomness is not sha256(signature)`);
    }
    return {
      round,
      value,
      evidence: { kind: 'drand-quicknet' as const, chainHash: QUICKNET.chainHash, signature },
    };
  }
}
