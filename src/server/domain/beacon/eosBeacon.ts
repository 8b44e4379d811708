import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  type Beacon,
  BeaconError,
  type BeaconReading,
  type NamedRound,
  assertBeaconRound,
} from './beacon';
import { type HttpFetch, baseUrl, platformFetch } from './httpFetch';

/** EOS mainnet's chain id (get_info's chain_id): a node of another chain is refused. */
export const EOS_MAINNET_CHAIN_ID =
  'aca376f206b8fc25a6ed44dbdc66547c36c6c33e3a119ffbeaef943642f0e906';

/** EOS makes a block every half second. */
export const EOS_BLOCK_MS = 500;

export interface EosBeaconOptions {
  /** Chain API nodes tried in order (POST /v1/chain/get_info and /v1/chain/get_block). */
  apiUrls: readonly string[];
  chainId?: string;
  /** How many blocks past the head `futureRound` names. */
  leadBlocks?: number;
  timeoutMs?: number;
  fetch?: HttpFetch;
}

const BLOCK_ID = /^[0-9a-f]{64}$/;

// The documented answers: only the fields we rely on are checked.
const chainInfo = z.object({
  chain_id: z.string(),
  head_block_num: z.number().int().positive(),
  head_block_time: z.string(),
  last_irreversible_block_num: z.number().int().nonnegative(),
});
const block = z.object({ id: z.string(), block_num: z.number().int().positive() });

/** The block number an EOS block id carries in its first 4 bytes. */
export function blockNumberInId(blockId: string): number {
  return Number.parseInt(blockId.slice(0, 8), 16);
}

/**
 * The beacon value of an EOS block: SHA-256 of its whole id as 64-character lowercase hex
 * text (what any SHA-256 tool gives for the id as shown). The id's first 4 bytes are only
 * the block number, so the whole id is hashed rather than a prefix taken.
 */
export function eosBlockValue(blockId: string): string {
  return createHash('sha256').update(blockId.toLowerCase()).digest('hex');
}

/** get_info's head_block_time is UTC without a zone: "2020-10-26T01:51:56.500". */
function parseChainTime(text: string): number {
  const time = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`);
  if (Number.isNaN(time)) throw new BeaconError('unavailable', `EOS sent a bad time: ${text}`);
  return time;
}

/**
 * EOS blocks as a beacon: a round is a block number; its value exists once the block is
 * irreversible (number <= last_irreversible_block_num), so no fork can change it afterwards.
 * The block read back must carry the number asked for, in its field and in its id.
 */
export class EosBeacon implements Beacon {
  readonly kind = 'eos' as const;
  readonly label = 'EOS block';
  readonly isLocal = false;
  private readonly apis: string[];
  private readonly chainId: string;
  private readonly leadBlocks: number;
  private readonly timeoutMs: number;
  private readonly fetch: HttpFetch;

  constructor(options: EosBeaconOptions) {
    if (options.apiUrls.length === 0) throw new RangeError('EOS needs at least one API URL');
    this.apis = options.apiUrls.map(baseUrl);
    this.chainId = (options.chainId ?? EOS_MAINNET_CHAIN_ID).toLowerCase();
    this.leadBlocks = options.leadBlocks ?? 10;
    if (!Number.isSafeInteger(this.leadBlocks) || this.leadBlocks < 1) {
      throw new RangeError('The EOS lead must be a whole number of blocks from 1');
    }
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.fetch = options.fetch ?? platformFetch;
  }

  async futureRound(): Promise<NamedRound> {
    const info = await this.post('/v1/chain/get_info', {}, chainInfo);
    this.assertChain(info.chain_id);
    const round = info.head_block_num + this.leadBlocks;
    const expectedAt = parseChainTime(info.head_block_time) + this.leadBlocks * EOS_BLOCK_MS;
    return { beacon: this.kind, round, expectedAt };
  }

  /** Counted from the head at one block per half second (a missed block only delays it). */
  async roundAfter(time: number): Promise<NamedRound> {
    const info = await this.post('/v1/chain/get_info', {}, chainInfo);
    this.assertChain(info.chain_id);
    const headAt = parseChainTime(info.head_block_time);
    const ahead = Math.max(this.leadBlocks, Math.ceil((time - headAt) / EOS_BLOCK_MS));
    return {
      beacon: this.kind,
      round: info.head_block_num + ahead,
      expectedAt: headAt + ahead * EOS_BLOCK_MS,
    };
  }

  async read(round: number): Promise<BeaconReading> {
    assertBeaconRound(round);
    const info = await this.post('/v1/chain/get_info', {}, chainInfo);
    this.assertChain(info.chain_id);
    const irreversible = info.last_irreversible_block_num;
    if (round > irreversible) {
      const behind = (round - irreversible) * EOS_BLOCK_MS;
      return { status: 'pending', retryAfterMs: Math.min(Math.max(behind, EOS_BLOCK_MS), 10_000) };
    }
    const answer = await this.post('/v1/chain/get_block', { block_num_or_id: round }, block);
    const blockId = answer.id.toLowerCase();
    if (!BLOCK_ID.test(blockId)) {
      throw new BeaconError('invalid', `EOS block ${round}: the id is not 64 hex characters`);
    }
    if (answer.block_num !== round || blockNumberInId(blockId) !== round) {
      throw new BeaconError(
        'invalid',
        `Asked EOS for block ${round}, got block ${answer.block_num} (id ${blockId})`,
      );
    }
    return {
      status: 'ready',
      round,
      value: eosBlockValue(blockId),
      evidence: { kind: 'eos', blockId, lastIrreversibleBlockNum: irreversible },
    };
  }

  private assertChain(chainId: string): void {
    if (chainId.toLowerCase() !== this.chainId) {
      throw new BeaconError('invalid', `The EOS node serves chain ${chainId}, not ${this.chainId}`);
    }
  }

  /** POSTs to each node in turn until one answers 200 with the documented shape. */
  private async post<T>(path: string, body: object, shape: z.ZodType<T>): Promise<T> {
    const failures: string[] = [];
    for (const api of this.apis) {
      try {
        const answer = await this.fetch(`${api}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const parsed = answer.status === 200 ? shape.safeParse(await answer.json()) : undefined;
        if (parsed?.success) return parsed.data;
        failures.push(`${api}: answered ${answer.status}`);
      } catch (error) {
        failures.push(`${api}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    throw new BeaconError('unavailable', `No EOS node answered ${path}: ${failures.join('; ')}`);
  }
}
