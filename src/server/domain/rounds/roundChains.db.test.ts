import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildHashChain,
  chainElement,
  roundHashOf,
  roundLeadsToTerminatingHash,
  verifyChainLink,
} from '../../../../games/fair/chain';
import { type DatabaseHandle, openDatabase, queryRows } from '../../db/client';
import { type Beacon, BeaconError, type BeaconReading } from '../beacon';
import { type PublishedChain, RoundChains, type RoundChainOptions } from './roundChains';

// The round games' hash chains against the migrated database: a chain is published (its
// terminating hash and the beacon round named for its salt) with its secret checkpoints
// stored; the salt is fixed once, from the named round only; a salted chain plays round k
// with element N - k, each round's hash hashing to the one before it; and a new instance
// (a restart) finds the same chain and the rounds already played.

const LENGTH = 50;
const INTERVAL = 10;
const SALT_DELAY_MS = 90_000;
const SALT_ROUND = 31_337;
const SALT = 'f00d'.repeat(16);

/** A beacon that names SALT_ROUND and answers each read with the next scripted reading. */
function scriptedBeacon(readings: Array<BeaconReading | BeaconError> = []) {
  const asked: number[] = [];
  const reads: number[] = [];
  const beacon: Beacon = {
    kind: 'local',
    label: 'scripted beacon',
    isLocal: true,
    futureRound: () => Promise.reject(new Error('round chains name rounds with roundAfter')),
    roundAfter: async (time) => {
      asked.push(time);
      return { beacon: 'local', round: SALT_ROUND, expectedAt: time + 500 };
    },
    read: async (round) => {
      reads.push(round);
      const next = readings.shift() ?? { status: 'pending', retryAfterMs: 1_000 };
      if (next instanceof BeaconError) throw next;
      return next;
    },
  };
  return { beacon, asked, reads, readings };
}

const ready = (value = SALT): BeaconReading => ({
  status: 'ready',
  round: SALT_ROUND,
  value,
  evidence: { kind: 'local' },
});

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://', template: process.env.DATA_TEMPLATE });
});
afterAll(() => handle?.close());

/** A game name no other test uses: each test has a chain of its own. */
const newGame = () => `test-${randomUUID().slice(0, 8)}`;

function chains(beacon: Beacon, extra: Partial<RoundChainOptions> = {}) {
  const announced: PublishedChain[] = [];
  const service = new RoundChains(handle.db, beacon, {
    length: LENGTH,
    checkpointInterval: INTERVAL,
    saltDelayMs: SALT_DELAY_MS,
    announce: async (_tx, chain) => void announced.push(chain),
    ...extra,
  });
  return { service, announced };
}

/** The stored row, secrets included. */
async function storedRow(game: string) {
  const [row] = await queryRows<{
    checkpoints: string[];
    terminating_hash: string;
    length: number;
    checkpoint_interval: number;
    salt: string | null;
    rounds_played: number;
  }>(handle.db, sql`SELECT * FROM round_chains WHERE game = ${game}`);
  return row;
}

describe('publishing a chain', () => {
  it('stores a chain built from one secret seed, its hashes linked to the terminating hash', async () => {
    const game = newGame();
    const { beacon } = scriptedBeacon();
    const { service } = chains(beacon);
    const chain = await service.ensure(game);
    const row = (await storedRow(game))!;

    expect(row.length).toBe(LENGTH);
    expect(row.checkpoint_interval).toBe(INTERVAL);
    expect(row.checkpoints).toHaveLength(LENGTH / INTERVAL + 1);
    // checkpoints[0] is the seed: the whole chain follows from it, the terminating hash last.
    const rebuilt = buildHashChain(row.checkpoints[0]!, LENGTH, INTERVAL);
    expect(rebuilt.checkpoints).toEqual(row.checkpoints);
    expect(rebuilt.terminatingHash).toBe(row.terminating_hash);
    expect(chain.terminatingHash).toBe(row.terminating_hash);
    expect(chain.terminatingHash).toMatch(/^[0-9a-f]{64}$/);

    // Round 1 hashes to the terminating hash, round k to round k - 1, and round k reaches the
    // terminating hash in k steps.
    expect(verifyChainLink(roundHashOf(rebuilt, 1), chain.terminatingHash)).toBe(true);
    for (let round = 2; round < LENGTH; round++) {
      expect(verifyChainLink(roundHashOf(rebuilt, round), roundHashOf(rebuilt, round - 1))).toBe(
        true,
      );
    }
    expect(
      roundLeadsToTerminatingHash(
        roundHashOf(rebuilt, LENGTH - 1),
        LENGTH - 1,
        chain.terminatingHash,
      ),
    ).toBe(true);
    expect(roundHashOf(rebuilt, LENGTH - 1)).toBe(chainElement(rebuilt, 1));
  });

  it('names the salt as the first beacon round due the delay after publication, and tells it once', async () => {
    const game = newGame();
    const { beacon, asked } = scriptedBeacon();
    const { service, announced } = chains(beacon);
    const chain = await service.ensure(game);

    expect(asked).toHaveLength(1);
    expect(chain.saltNotBefore!.getTime()).toBe(chain.publishedAt.getTime() + SALT_DELAY_MS);
    expect(asked[0]).toBe(chain.saltNotBefore!.getTime());
    expect(chain.beacon).toEqual({
      kind: 'local',
      label: 'scripted beacon',
      round: SALT_ROUND,
      expectedAt: new Date(asked[0]! + 500),
    });
    expect(chain).toMatchObject({
      game,
      length: LENGTH,
      salt: null,
      saltEvidence: null,
      saltFixedAt: null,
      roundsPlayed: 0,
    });
    expect(announced).toEqual([chain]);
  });

  it('keeps the seed and checkpoints out of what it publishes', async () => {
    const game = newGame();
    const { service } = chains(scriptedBeacon().beacon);
    const chain = await service.ensure(game);
    const row = (await storedRow(game))!;
    const listed = (await service.published()).find((c) => c.game === game)!;

    expect(Object.keys(chain).sort()).toEqual([
      'beacon',
      'game',
      'length',
      'publishedAt',
      'roundsPlayed',
      'salt',
      'saltEvidence',
      'saltFixedAt',
      'saltNotBefore',
      'terminatingHash',
    ]);
    expect(listed).toEqual(chain);
    const shown = JSON.stringify([chain, listed]);
    // The last checkpoint is element N itself (N is a multiple of the interval): public.
    const secrets = row.checkpoints.filter((hash) => hash !== row.terminating_hash);
    expect(secrets).toHaveLength(LENGTH / INTERVAL);
    for (const secret of secrets) expect(shown).not.toContain(secret);
  });

  it('publishes one chain per game: a second ensure, or a second instance, finds it', async () => {
    const game = newGame();
    const first = chains(scriptedBeacon().beacon);
    const chain = await first.service.ensure(game);
    expect(await first.service.ensure(game)).toEqual(chain);

    const second = chains(scriptedBeacon().beacon);
    expect(await second.service.ensure(game)).toEqual(chain);
    expect(first.announced).toHaveLength(1);
    expect(second.announced).toHaveLength(0);
  });

  it('lets the first of two racing builds win, announced once', async () => {
    const game = newGame();
    const a = chains(scriptedBeacon().beacon);
    const b = chains(scriptedBeacon().beacon);
    const [fromA, fromB] = await Promise.all([a.service.ensure(game), b.service.ensure(game)]);

    expect(fromA).toEqual(fromB);
    expect(fromA.terminatingHash).toBe((await storedRow(game))!.terminating_hash);
    expect([...a.announced, ...b.announced]).toEqual([fromA]);
  });
});

describe('fixing the salt', () => {
  it('waits while the named round is pending or unreachable, and refuses an invalid value', async () => {
    const game = newGame();
    const { beacon, reads } = scriptedBeacon([
      { status: 'pending', retryAfterMs: 10 },
      { status: 'pending', retryAfterMs: 2_000 },
      new BeaconError('unavailable', 'no relay answered'),
      new BeaconError('invalid', 'bad signature'),
    ]);
    const { service } = chains(beacon);
    await service.ensure(game);

    expect((await service.fixSalt(game)).retryAfterMs).toBe(50);
    expect((await service.fixSalt(game)).retryAfterMs).toBe(2_000);
    expect((await service.fixSalt(game)).retryAfterMs).toBe(5_000);
    await expect(service.fixSalt(game)).rejects.toMatchObject({
      name: 'BeaconError',
      kind: 'invalid',
    });
    expect(reads).toEqual([SALT_ROUND, SALT_ROUND, SALT_ROUND, SALT_ROUND]);
    expect((await storedRow(game))!.salt).toBeNull();
    expect(await service.playable(game)).toBeNull();
  });

  it('fixes the named round value once; later readings change nothing', async () => {
    const game = newGame();
    const { beacon, reads } = scriptedBeacon([ready(SALT), ready('ab'.repeat(32))]);
    const { service } = chains(beacon);
    await service.ensure(game);

    const fixed = await service.fixSalt(game);
    expect(fixed.retryAfterMs).toBeNull();
    expect(fixed.chain).toMatchObject({ salt: SALT, saltEvidence: { kind: 'local' } });
    expect(fixed.chain.saltFixedAt).toBeInstanceOf(Date);

    const again = await service.fixSalt(game);
    expect(again).toEqual(fixed);
    expect(reads).toEqual([SALT_ROUND]);
    expect((await storedRow(game))!.salt).toBe(SALT);
  });

  it('keeps the first salt when a second instance read the row before it was fixed', async () => {
    const game = newGame();
    // B reads the unsalted row and asks its beacon; A fixes the salt meanwhile; only then
    // does B's beacon answer, with another value that must not replace A's.
    let bAsked!: () => void;
    const bHasRow = new Promise<void>((resolve) => (bAsked = resolve));
    let releaseB!: () => void;
    const aDone = new Promise<void>((resolve) => (releaseB = resolve));
    const gated = (value: string, before: () => Promise<void>): Beacon => ({
      ...scriptedBeacon().beacon,
      read: async () => {
        await before();
        return ready(value);
      },
    });
    const a = chains(gated('aa'.repeat(32), () => bHasRow));
    const b = chains(
      gated('bb'.repeat(32), async () => {
        bAsked();
        await aDone;
      }),
    );
    await a.service.ensure(game);

    const fromB = b.service.fixSalt(game);
    const fromA = await a.service.fixSalt(game);
    releaseB();
    expect(fromA.chain.salt).toBe('aa'.repeat(32));
    expect((await fromB).chain.salt).toBe('aa'.repeat(32));
    expect((await storedRow(game))!.salt).toBe('aa'.repeat(32));
  });

  it('is refused for a game without a chain', async () => {
    const { service } = chains(scriptedBeacon().beacon);
    await expect(service.fixSalt('no-such-game')).rejects.toThrow(
      'rounds: no-such-game has no chain yet',
    );
  });
});

describe('playing a salted chain', () => {
  it('gives the stored chain and salt, and the rounds played as the database counts them', async () => {
    const game = newGame();
    const { service } = chains(scriptedBeacon([ready()]).beacon);
    await service.ensure(game);
    expect(await service.playable(game)).toBeNull();
    await service.fixSalt(game);
    const row = (await storedRow(game))!;
    const expected = buildHashChain(row.checkpoints[0]!, LENGTH, INTERVAL);

    const playable = (await service.playable(game))!;
    expect(playable.salt).toBe(SALT);
    expect(playable.roundsPlayed).toBe(0);
    expect(playable.chain).toEqual(expected);
    expect(roundHashOf(playable.chain, 1)).toBe(chainElement(expected, LENGTH - 1));

    // A round game counts its rounds in the row (crash: greatest(rounds_played, n)).
    await queryRows(handle.db, sql`UPDATE round_chains SET rounds_played = 7 WHERE game = ${game}`);
    expect((await service.playable(game))!.roundsPlayed).toBe(7);
  });

  it('continues after a restart: a new instance reads the same chain, salt and count', async () => {
    const game = newGame();
    const before = chains(scriptedBeacon([ready()]).beacon);
    const published = await before.service.ensure(game);
    await before.service.fixSalt(game);
    const played = (await before.service.playable(game))!;
    await queryRows(
      handle.db,
      sql`UPDATE round_chains SET rounds_played = 12 WHERE game = ${game}`,
    );

    const { beacon, asked, reads } = scriptedBeacon();
    const after = chains(beacon);
    const chain = await after.service.ensure(game);
    expect(chain.terminatingHash).toBe(published.terminatingHash);
    expect(chain).toMatchObject({ salt: SALT, roundsPlayed: 12 });
    expect(after.announced).toEqual([]);
    expect(asked).toEqual([]);

    const resumed = (await after.service.playable(game))!;
    expect(resumed).toEqual({ chain: played.chain, salt: SALT, roundsPlayed: 12 });
    expect((await after.service.fixSalt(game)).chain.salt).toBe(SALT);
    expect(reads).toEqual([]);
    // Round 13, the next to play, links to round 12 that was played before the restart.
    expect(verifyChainLink(roundHashOf(resumed.chain, 13), roundHashOf(played.chain, 12))).toBe(
      true,
    );
  });

  it('refuses stored checkpoints that do not lead to the published terminating hash', async () => {
    const game = newGame();
    const first = chains(scriptedBeacon([ready()]).beacon);
    await first.service.ensure(game);
    await first.service.fixSalt(game);
    await queryRows(
      handle.db,
      sql`UPDATE round_chains SET checkpoints[${LENGTH / INTERVAL + 1}] = ${'0'.repeat(64)}
          WHERE game = ${game}`,
    );

    const restarted = chains(scriptedBeacon().beacon);
    await expect(restarted.service.playable(game)).rejects.toThrow(
      'The checkpoints do not lead to the terminating hash',
    );
  });
});
