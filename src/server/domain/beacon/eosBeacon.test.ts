import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BeaconError } from './beacon';
import { EOS_MAINNET_CHAIN_ID, EosBeacon, blockNumberInId, eosBlockValue } from './eosBeacon';
import type { HttpFetch, HttpRequest } from './httpFetch';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../tests/fixtures/beacon/${name}`, import.meta.url), 'utf8'),
  ) as { answers: Record<string, Record<string, unknown>> };
const infos = fixture('eos-get-info.json').answers;
const blocks = fixture('eos-get-block.json').answers;
const info2020 = infos['mainnet-2020-10-26']!;
const block1 = blocks['mainnet-block-1']!;

type Answer = { status: number; body?: unknown } | Error;

/** Replays answers by (url, body) and records what was asked; no network. */
function replay(answers: Record<string, Answer>) {
  const asked: { url: string; request: HttpRequest }[] = [];
  const fetch: HttpFetch = async (url, request) => {
    asked.push({ url, request });
    const answer = answers[`${url} ${request.body}`] ?? { status: 500, body: { code: 500 } };
    if (answer instanceof Error) throw answer;
    return { status: answer.status, json: async () => answer.body };
  };
  return { fetch, asked };
}

const NODE = 'https://eos-node-a.example';
const BACKUP = 'https://eos-node-b.example';
const getInfo = (node: string) => `${node}/v1/chain/get_info {}`;
const getBlock = (node: string, num: number) =>
  `${node}/v1/chain/get_block {"block_num_or_id":${num}}`;

describe('the recorded EOS answers', () => {
  it('carry the block number in the first 4 bytes of every block id', () => {
    for (const info of Object.values(infos)) {
      expect(blockNumberInId(String(info.head_block_id))).toBe(info.head_block_num);
      expect(blockNumberInId(String(info.last_irreversible_block_id))).toBe(
        info.last_irreversible_block_num,
      );
    }
    for (const block of Object.values(blocks)) {
      const id = Buffer.from(String(block.id), 'hex');
      expect(blockNumberInId(String(block.id))).toBe(block.block_num);
      // ref_block_prefix is bytes 8..11 of the id, little-endian: the recording is intact.
      expect(id.readUInt32LE(8)).toBe(block.ref_block_prefix);
    }
  });
});

describe('eosBlockValue', () => {
  it('is SHA-256 of the whole id as hex text', () => {
    const id = String(block1.id);
    expect(eosBlockValue(id)).toBe(createHash('sha256').update(id, 'utf8').digest('hex'));
    expect(eosBlockValue(id.toUpperCase())).toBe(eosBlockValue(id));
  });
});

describe('EosBeacon.read', () => {
  it('reads an irreversible block and hashes its id', async () => {
    const { fetch, asked } = replay({
      [getInfo(NODE)]: { status: 200, body: info2020 },
      [getBlock(NODE, 1)]: { status: 200, body: block1 },
    });
    const beacon = new EosBeacon({ apiUrls: [`${NODE}/`], fetch });
    expect(await beacon.read(1)).toEqual({
      status: 'ready',
      round: 1,
      value: eosBlockValue(String(block1.id)),
      evidence: { kind: 'eos', blockId: block1.id, lastIrreversibleBlockNum: 149062210 },
    });
    expect(asked.map((a) => [a.url, a.request.method])).toEqual([
      [`${NODE}/v1/chain/get_info`, 'POST'],
      [`${NODE}/v1/chain/get_block`, 'POST'],
    ]);
  });

  it('waits while the block is not irreversible, without fetching it', async () => {
    const { fetch, asked } = replay({ [getInfo(NODE)]: { status: 200, body: info2020 } });
    const beacon = new EosBeacon({ apiUrls: [NODE], fetch });
    // The head block of that answer: produced, but 330 blocks past the irreversible one.
    expect(await beacon.read(149062540)).toEqual({ status: 'pending', retryAfterMs: 10_000 });
    expect(await beacon.read(149062211)).toEqual({ status: 'pending', retryAfterMs: 500 });
    expect(asked.every((a) => a.url.endsWith('/get_info'))).toBe(true);
  });

  it('refuses a block other than the one asked for', async () => {
    const { fetch } = replay({
      [getInfo(NODE)]: { status: 200, body: info2020 },
      [getBlock(NODE, 2)]: { status: 200, body: block1 },
      [getBlock(NODE, 1)]: {
        status: 200,
        // Tampered in the test: block 1's fields around another block's id.
        body: { ...block1, id: String(info2020.last_irreversible_block_id) },
      },
    });
    const beacon = new EosBeacon({ apiUrls: [NODE], fetch });
    await expect(beacon.read(2)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(beacon.read(1)).rejects.toThrow(/got block 1 \(id 08e28242/);
  });

  it('refuses a node of another chain', async () => {
    const { fetch } = replay({
      [getInfo(NODE)]: { status: 200, body: { ...info2020, chain_id: 'ab'.repeat(32) } },
    });
    const beacon = new EosBeacon({ apiUrls: [NODE], fetch });
    await expect(beacon.read(1)).rejects.toThrow(/serves chain/);
  });

  it('falls back to the next node, and is unavailable when all fail', async () => {
    const answers = {
      [getInfo(NODE)]: new Error('socket hang up'),
      [getInfo(BACKUP)]: { status: 200, body: info2020 },
      [getBlock(NODE, 1)]: { status: 200, body: { code: 500, error: 'unknown block' } },
      [getBlock(BACKUP, 1)]: { status: 200, body: block1 },
    };
    const { fetch } = replay(answers);
    const beacon = new EosBeacon({ apiUrls: [NODE, BACKUP], fetch });
    const reading = await beacon.read(1);
    expect(reading.status).toBe('ready');

    const down = new EosBeacon({ apiUrls: [NODE], fetch: replay({}).fetch });
    const error = await down.read(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BeaconError);
    expect(error).toMatchObject({ kind: 'unavailable' });
  });
});

describe('EosBeacon.futureRound', () => {
  it('names a block past the head, due lead * 0.5 s after the head block', async () => {
    const { fetch } = replay({ [getInfo(NODE)]: { status: 200, body: info2020 } });
    const beacon = new EosBeacon({ apiUrls: [NODE], fetch, leadBlocks: 10 });
    expect(await beacon.futureRound()).toEqual({
      beacon: 'eos',
      round: 149062550,
      expectedAt: Date.UTC(2020, 9, 26, 1, 51, 56, 500) + 5_000,
    });
  });

  it('is the public EOS chain, mainnet by default', () => {
    const beacon = new EosBeacon({ apiUrls: [NODE] });
    expect(beacon.isLocal).toBe(false);
    expect(beacon.label).toBe('EOS block');
    expect(EOS_MAINNET_CHAIN_ID).toBe(info2020.chain_id);
    expect(() => new EosBeacon({ apiUrls: [] })).toThrow(RangeError);
    expect(() => new EosBeacon({ apiUrls: [NODE], leadBlocks: 0 })).toThrow(RangeError);
  });
});
