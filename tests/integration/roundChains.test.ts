import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundHashOf } from '../../games/fair/chain';
import { sha256Hex } from '../../games/fair/hash';
import { pause } from '../helpers/notificationProbe';
import { Client, type TestApp, startTestApp } from '../helpers/testApp';

// The round games' hash chains: published (terminating hash, named beacon round) before
// any round, salted once the beacon round exists, and never leaking their checkpoints.

const localBeacon = { kind: 'local' as const, periodMs: 50 };

describe('round chains, prepared by hand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rounds: { chainLength: 300, scheduled: false, beacon: localBeacon },
    });
  });
  afterAll(() => t.close());

  const listed = async () => {
    const res = await new Client(t.url, t.origin).get('/api/fairness/round-chains');
    expect(res.status).toBe(200);
    return res.body.chains as {
      game: string;
      terminatingHash: string;
      salt: string | null;
      beacon: { round: number; local: boolean; label: string };
      length: number;
    }[];
  };

  it('lists nothing before a chain is built', async () => {
    expect(await listed()).toEqual([]);
  });

  it('publishes the terminating hash and the beacon round before the salt exists', async () => {
    const { chains } = t.app.services.rounds;
    const first = await chains.ensure('crash');
    expect(await chains.ensure('crash')).toEqual(first); // built once
    const [shown] = await listed();
    expect(shown).toMatchObject({
      game: 'crash',
      length: 300,
      terminatingHash: first.terminatingHash,
      salt: null,
      beacon: { local: true, label: 'Local beacon (development)' },
    });
    expect(shown!.beacon.round).toBeGreaterThan(0);
    expect(await chains.playable('crash')).toBeNull(); // no round before the salt
    await expect(chains.round('crash', 1)).rejects.toThrow('crash: the chain is not ready');
  });

  it('fixes the salt once the beacon round exists, and the chain walks back to what was published', async () => {
    const { chains } = t.app.services.rounds;
    let answer = await chains.fixSalt('crash');
    while (answer.retryAfterMs !== null) {
      await pause(answer.retryAfterMs);
      answer = await chains.fixSalt('crash');
    }
    const salt = answer.chain.salt;
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect((await chains.fixSalt('crash')).chain.salt).toBe(salt); // fixed once

    const playable = (await chains.playable('crash'))!;
    expect(playable.salt).toBe(salt);
    const round1 = roundHashOf(playable.chain, 1);
    const round2 = roundHashOf(playable.chain, 2);
    expect(sha256Hex(round1)).toBe(answer.chain.terminatingHash);
    expect(sha256Hex(round2)).toBe(round1);
    // What the round drivers read of a round: its hash and the salt.
    expect(await chains.round('crash', 2)).toEqual({ hash: round2, salt });

    // Every checkpoint but the last (the terminating hash itself) stays secret.
    const body = JSON.stringify(await listed());
    const secret = playable.chain.checkpoints.filter((c) => c !== answer.chain.terminatingHash);
    expect(secret.length).toBeGreaterThan(0);
    for (const checkpoint of secret) expect(body).not.toContain(checkpoint);
  });
});

describe('a chain commitment, public minutes before its salt', () => {
  const DELAY_MS = 400; // minutes in production; the rule is the same
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rounds: { chainLength: 300, scheduled: false, beacon: localBeacon },
      beaconTiming: { chainSaltDelayMs: DELAY_MS, refundAfterMs: 30 * 60_000 },
    });
  });
  afterAll(() => t.close());

  it('names as salt the first beacon round due the delay after publication', async () => {
    const chain = await t.app.services.rounds.chains.ensure('roulette');
    const publishedAt = chain.publishedAt.getTime();
    const due = chain.beacon.expectedAt.getTime();
    expect(chain.saltNotBefore!.getTime()).toBe(publishedAt + DELAY_MS);
    // The first round due at or after that time: the one before it was due earlier.
    expect(due).toBeGreaterThanOrEqual(publishedAt + DELAY_MS);
    expect(due - localBeacon.periodMs).toBeLessThan(publishedAt + DELAY_MS);
    const shown = (await new Client(t.url, t.origin).get('/api/fairness/round-chains')).body
      .chains[0];
    expect(shown).toMatchObject({
      saltNotBefore: new Date(publishedAt + DELAY_MS).toISOString(),
      saltEvidence: null,
    });
  });

  it('announced the commitment in the public chat at the publication time', async () => {
    const [chain] = await t.app.services.rounds.chains.published();
    const history = (await new Client(t.url, t.origin).get('/api/chat/history')).body.chat as {
      channels: {
        messages: { user: unknown; createdAt: string; blocks: { value?: string }[] }[];
      }[];
    };
    const said = history.channels.flatMap((c) =>
      c.messages.filter((m) => m.blocks.some((b) => b.value?.includes(chain!.terminatingHash))),
    );
    expect(said.length).toBe(history.channels.length); // every channel
    for (const message of said) {
      expect(message.user).toBeNull(); // the site itself
      expect(message.createdAt).toBe(chain!.publishedAt.toISOString());
      expect(message.blocks[0]!.value).toContain(`round ${chain!.beacon.round}`);
    }
  });

  it('salts with that round and publishes its evidence', async () => {
    const { chains } = t.app.services.rounds;
    let answer = await chains.fixSalt('roulette');
    while (answer.retryAfterMs !== null) {
      await pause(answer.retryAfterMs);
      answer = await chains.fixSalt('roulette');
    }
    expect(answer.chain.saltEvidence).toEqual({ kind: 'local' });
    const shown = (await new Client(t.url, t.origin).get('/api/fairness/round-chains')).body
      .chains[0];
    expect(shown.saltEvidence).toEqual({ kind: 'local' });
    expect(answer.chain.saltFixedAt!.getTime()).toBeGreaterThanOrEqual(
      answer.chain.beacon.expectedAt.getTime() - 5, // clocks of one machine
    );
  });
});

describe('round chains, prepared by the leader at start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      rounds: { chainLength: 300, scheduled: true, beacon: localBeacon },
    });
  });
  afterAll(() => t.close());

  it('has a salted chain for crash and for roulette within moments of starting', async () => {
    const deadline = Date.now() + 5_000;
    let chains = await t.app.services.rounds.chains.published();
    while (chains.some((c) => c.salt === null) || chains.length < 2) {
      if (Date.now() > deadline) throw new Error(`chains not ready: ${JSON.stringify(chains)}`);
      await pause(50);
      chains = await t.app.services.rounds.chains.published();
    }
    expect(chains.map((c) => c.game)).toEqual(['crash', 'roulette']);
    expect(new Set(chains.map((c) => c.terminatingHash)).size).toBe(2);
  });
});
