import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BeaconError } from './beacon';
import { DrandQuicknetBeacon } from './drandQuicknetBeacon';
import { QUICKNET, quicknetRoundTime } from './drandVerify';
import type { HttpFetch, HttpRequest } from './httpFetch';

interface RecordedRound {
  round: number;
  randomness: string;
  signature: string;
}
const recorded = JSON.parse(
  readFileSync(
    new URL('../../../../tests/fixtures/beacon/drand-quicknet.json', import.meta.url),
    'utf8',
  ),
) as { rounds: RecordedRound[] };
const round1000 = recorded.rounds.find((r) => r.round === 1000)!;
const round123 = recorded.rounds.find((r) => r.round === 123)!;

type Answer = { status: number; body?: unknown } | Error;

/** Replays answers by URL and records what was asked; no network. */
function replay(answers: Record<string, Answer>) {
  const asked: { url: string; request: HttpRequest }[] = [];
  const fetch: HttpFetch = async (url, request) => {
    asked.push({ url, request });
    const answer = answers[url] ?? { status: 404, body: { error: 'not found' } };
    if (answer instanceof Error) throw answer;
    return { status: answer.status, json: async () => answer.body };
  };
  return { fetch, asked };
}

const RELAY = 'https://relay-a.example';
const BACKUP = 'https://relay-b.example';
const roundUrl = (relay: string, round: number) => `${relay}/${QUICKNET.chainHash}/public/${round}`;
/** Long after every recorded round. */
const LATER = quicknetRoundTime(40_000_000);

describe('DrandQuicknetBeacon.read', () => {
  it('returns a recorded round, verified, with its signature as evidence', async () => {
    const { fetch, asked } = replay({ [roundUrl(RELAY, 1000)]: { status: 200, body: round1000 } });
    const beacon = new DrandQuicknetBeacon({ relayUrls: [`${RELAY}/`], fetch, now: () => LATER });
    expect(await beacon.read(1000)).toEqual({
      status: 'ready',
      round: 1000,
      value: round1000.randomness,
      evidence: {
        kind: 'drand-quicknet',
        chainHash: QUICKNET.chainHash,
        signature: round1000.signature,
      },
    });
    expect(asked.map((a) => [a.url, a.request.method])).toEqual([[roundUrl(RELAY, 1000), 'GET']]);
  });

  it('refuses a tampered signature', async () => {
    const bytes = Buffer.from(round1000.signature, 'hex');
    bytes[47]! ^= 0x02;
    const tampered = { ...round1000, signature: bytes.toString('hex') };
    const { fetch } = replay({ [roundUrl(RELAY, 1000)]: { status: 200, body: tampered } });
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], fetch, now: () => LATER });
    await expect(beacon.read(1000)).rejects.toMatchObject({ name: 'BeaconError', kind: 'invalid' });
  });

  it('refuses another round presented as the one asked for', async () => {
    const relabelled = { ...round123, round: 1000 };
    const { fetch } = replay({
      [roundUrl(RELAY, 1000)]: { status: 200, body: relabelled },
      [roundUrl(RELAY, 124)]: { status: 200, body: round123 },
    });
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], fetch, now: () => LATER });
    await expect(beacon.read(1000)).rejects.toThrow(/signature does not verify/);
    await expect(beacon.read(124)).rejects.toThrow(/got round 123/);
  });

  it('refuses randomness that is not sha256 of the signature', async () => {
    const lying = { ...round1000, randomness: round123.randomness };
    const { fetch } = replay({ [roundUrl(RELAY, 1000)]: { status: 200, body: lying } });
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], fetch, now: () => LATER });
    await expect(beacon.read(1000)).rejects.toThrow(/sha256\(signature\)/);
  });

  it('waits without asking before the round is due', async () => {
    const { fetch, asked } = replay({});
    const now = quicknetRoundTime(1000) - 1_500;
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], fetch, now: () => now });
    expect(await beacon.read(1000)).toEqual({ status: 'pending', retryAfterMs: 1_500 });
    expect(asked).toEqual([]);
  });

  it('treats 404 and 425 as not produced yet', async () => {
    for (const status of [404, 425]) {
      const { fetch } = replay({ [roundUrl(RELAY, 1000)]: { status } });
      const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], fetch, now: () => LATER });
      expect(await beacon.read(1000)).toEqual({ status: 'pending', retryAfterMs: 1_000 });
    }
  });

  it('falls back to the next relay when one fails or answers nonsense', async () => {
    for (const first of [
      new Error('connect ECONNREFUSED'),
      { status: 500 },
      { status: 200, body: '<html>' },
    ]) {
      const { fetch, asked } = replay({
        [roundUrl(RELAY, 1000)]: first,
        [roundUrl(BACKUP, 1000)]: { status: 200, body: round1000 },
      });
      const beacon = new DrandQuicknetBeacon({
        relayUrls: [RELAY, BACKUP],
        fetch,
        now: () => LATER,
      });
      const reading = await beacon.read(1000);
      expect(reading.status === 'ready' && reading.value).toBe(round1000.randomness);
      expect(asked).toHaveLength(2);
    }
  });

  it('is unavailable when every relay fails', async () => {
    const { fetch } = replay({
      [roundUrl(RELAY, 1000)]: new Error('timeout'),
      [roundUrl(BACKUP, 1000)]: { status: 503 },
    });
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY, BACKUP], fetch, now: () => LATER });
    const error = await beacon.read(1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BeaconError);
    expect(error).toMatchObject({ kind: 'unavailable' });
  });

  it('refuses rounds that are not whole numbers from 1', async () => {
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], fetch: replay({}).fetch });
    await expect(beacon.read(0)).rejects.toThrow(RangeError);
  });
});

describe('DrandQuicknetBeacon.futureRound', () => {
  it('names a round a few periods ahead, due after now', async () => {
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY], leadRounds: 2 });
    const now = quicknetRoundTime(5000) + 1_000; // round 5000 was produced 1 s ago
    expect(await beacon.futureRound(now)).toEqual({
      beacon: 'drand-quicknet',
      round: 5002,
      expectedAt: quicknetRoundTime(5002),
    });
  });

  it('is labelled as the public network, not local', () => {
    const beacon = new DrandQuicknetBeacon({ relayUrls: [RELAY] });
    expect(beacon.isLocal).toBe(false);
    expect(beacon.label).toMatch(/drand quicknet/);
    expect(() => new DrandQuicknetBeacon({ relayUrls: [] })).toThrow(RangeError);
  });
});
