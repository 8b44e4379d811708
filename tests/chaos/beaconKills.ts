import pg from 'pg';
import { expect } from 'vitest';
import { verifyCoinFlip } from '../../games/coin-flip/page/coin-flip-verify';
import { proofOfBattle, verifyCaseBattle } from '../../games/case-battle/verifier/battle-verify';
import { LOCAL_BEACON_GENESIS, LocalBeacon } from '../../src/server/domain/beacon/localBeacon';
import type { ClusterNode, LocalCluster } from '../cluster/localCluster';
import { type Loose, Player, pause } from '../cluster/player';
import type { ChaosRun } from './chaosRun';
import { leaders, nodeReady, waitFor } from './clusterProbes';

// kill -9 of the node that follows two case battles and a coin flip: the process that fills
// a game's last seat waits for its beacon round and plays it; when it dies, the round
// leader's sweep takes each game up from where the database says it is. One battle is killed
// between its rounds (its beacon value read), the other battle and the flip while their
// beacon round is still to come. Each must end once, when its round has arrived: every
// seat's bet settled, paid what the game's result says, and each player's balance what
// that outcome gives.

interface Seat {
  client: Player;
  start: number;
}

/** The same player, talking to one node directly (that node then follows the game). */
function on(node: ClusterNode, player: Player): Player {
  const direct = new Player(`http://127.0.0.1:${node.port}`, player.origin);
  direct.cookie = player.cookie;
  direct.id = player.id;
  direct.username = player.username;
  return direct;
}

async function seated(cluster: LocalCluster): Promise<Seat> {
  const client = new Player(cluster.url, cluster.origin);
  return { client, start: await client.register() };
}

function ok(res: { status: number; body: Loose }, what: string): Loose {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
  what: string,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await pause(100);
  }
}

export async function killMidBeaconGames(run: ChaosRun): Promise<void> {
  const { cluster, postgres, table, report } = run;
  await waitFor(
    async () => (await Promise.all(cluster.nodes.map(nodeReady))).every(Boolean),
    60_000,
    'every node ready',
  );
  const leading = await leaders(cluster);
  expect(leading).toHaveLength(1);
  // Not the leader: the kill leaves the games to the sweep of a leader already in place.
  const victim = cluster.nodes.find((n) => n !== leading[0])!;
  const [early, late, flipper, battleJoiner, lateJoiner, flipJoiner] = await Promise.all(
    Array.from({ length: 6 }, () => seated(cluster)),
  );
  const anyone = early!.client;
  const battle = (id: string) =>
    anyone.get(`/api/case-battles/${id}`).then((r) => r.body.caseBattle);
  const flip = (id: string) => anyone.get(`/api/games/coinflip/${id}`).then((r) => r.body.game);
  const newBattle = async (creator: Seat) =>
    ok(
      await creator.client.post('/api/case-battles', {
        mode: 'VERSUS',
        playerAmount: 2,
        options: ['FAST_SPIN'],
        cases: [{ slug: table.caseSlug, amount: 2 }],
      }),
      'battle',
    ).caseBattle as { _id: string; price: number };

  // The second battle and the flip wait for their last seat; the first battle's is taken
  // through the victim: it reads the beacon value and tells the first round.
  const flipStake = 100;
  const [first, second, game] = await Promise.all([
    newBattle(early!),
    newBattle(late!),
    flipper!.client
      .post('/api/games/coinflip', { amount: flipStake, side: 'T' })
      .then((res) => ok(res, 'flip').game as { id: string }),
  ]);
  ok(
    await on(victim, battleJoiner!.client).post(`/api/case-battles/${first._id}/join`, {}),
    'join',
  );
  await until(
    () => battle(first._id),
    (b) => (b?.outcome?.[0]?.itemsWon?.length ?? 0) >= 1,
    15_000,
    'the first battle never told its first round',
  );
  // The second battle and the flip filled through the victim, which dies at once: their
  // beacon round is a second or two away, and the first battle between its rounds.
  const [, joined] = await Promise.all([
    on(victim, lateJoiner!.client)
      .post(`/api/case-battles/${second._id}/join`, {})
      .then((res) => ok(res, 'join')),
    on(victim, flipJoiner!.client)
      .post(`/api/games/coinflip/${game.id}/join`)
      .then(
        (res) =>
          ok(res, 'flip join').game as { fairness: { blockNumber: number; expectedAt: string } },
      ),
  ]);
  const pid = cluster.pidOf(victim);
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  // As the kill left them (nobody moves them before the sweep's grace is over).
  const [firstAtKill, secondAtKill] = await Promise.all([battle(first._id), battle(second._id)]);
  expect(firstAtKill.state).toBe('GENERATING_OUTCOME');
  expect(secondAtKill.state).toBe('WAITING_FOR_BLOCK');
  // Both rounds still to come at the kill: the victim cannot have read either value.
  const beacon = new LocalBeacon({ genesis: LOCAL_BEACON_GENESIS });
  const roundDue = Date.parse(joined.fairness.expectedAt);
  expect(beacon.roundTime(joined.fairness.blockNumber)).toBe(roundDue);
  expect(roundDue).toBeGreaterThan(killedAt);
  expect(beacon.roundTime(secondAtKill.fairness.blockNumber)).toBeGreaterThan(killedAt);

  // Each game ends on another node: the battles completed, the flip flipped, once.
  const timed = <T>(value: Promise<T>) =>
    value.then((v) => ({ value: v, ms: Date.now() - killedAt }));
  const [firstDone, secondDone, flipDone] = await Promise.all([
    timed(
      until(
        () => battle(first._id),
        (b) => b?.state === 'GAME_COMPLETED',
        30_000,
        'battle 1',
      ),
    ),
    timed(
      until(
        () => battle(second._id),
        (b) => b?.state === 'GAME_COMPLETED',
        30_000,
        'battle 2',
      ),
    ),
    timed(
      until(
        () => flip(game.id),
        (g) => g?.state === 'FLIPPED',
        30_000,
        'the flip',
      ),
    ),
  ]);
  const endedFlip = await flip(game.id);
  expect(endedFlip.fairness.blockNumber).toBe(joined.fairness.blockNumber);
  expect(Date.parse(endedFlip.flippedAt)).toBeGreaterThanOrEqual(roundDue);

  const db = new pg.Client({ connectionString: postgres.url });
  db.on('error', () => undefined);
  await db.connect();
  try {
    for (const { value: done } of [firstDone, secondDone]) {
      // What a player's own check of the published seed and beacon value says each seat won.
      const proof = proofOfBattle(done);
      if ('error' in proof) throw new Error(proof.error);
      const verified = verifyCaseBattle(proof);
      if (!verified.ok) throw new Error(verified.error);
      expect(verified.seedMatches).toBe(true);
      const { rows } = await db.query<{
        seat: number;
        user_id: string;
        payout: string;
        bet_payout: string | null;
        settled: boolean;
        closes: number;
        told: number;
        rounds: number;
      }>(
        `SELECT s.seat, s.user_id::text, s.payout::bigint AS payout, b.payout::bigint AS bet_payout,
                b.settled_at IS NOT NULL AS settled, c.announced_rounds AS told,
                c.round_count AS rounds,
                (SELECT count(*)::int FROM wallet_transfers t
                  WHERE t.reference = b.id::text AND t.kind <> 'bet') AS closes
           FROM case_battle_seats s JOIN bets b ON b.id = s.bet_id
           JOIN case_battles c ON c.id = s.battle_id
          WHERE s.battle_id = $1`,
        [done._id],
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.settled).toBe(true);
        expect(row.bet_payout).toBe(row.payout);
        expect(row.closes).toBeLessThanOrEqual(1);
        expect(row.told).toBe(row.rounds);
        expect(Number(row.payout)).toBe(verified.result.payouts[row.seat]);
      }
      // The two seats share what was pulled: each player's balance is its seat's payout.
      for (const seat of [early, late, battleJoiner, lateJoiner]) {
        const row = rows.find((r) => r.user_id === seat!.client.id);
        if (!row) continue;
        expect(await seat!.client.balance()).toBe(seat!.start - done.price + Number(row.payout));
      }
    }
    const winner = endedFlip.winner as 'creator' | 'joiner';
    expect(endedFlip.payout + endedFlip.fee).toBe(2 * flipStake);
    const check = verifyCoinFlip({
      serverSeed: endedFlip.serverSeed,
      serverSeedHash: endedFlip.serverSeedHash,
      beaconValue: endedFlip.beaconValue,
      stake: flipStake,
      creatorSide: 'T',
    });
    if (!check.ok) throw new Error(check.error);
    expect(check.seedMatches).toBe(true);
    expect(check.side).toBe(endedFlip.winningSide);
    expect(winner).toBe(check.side === 'T' ? 'creator' : 'joiner');
    expect(check.payout).toBe(endedFlip.payout);
    for (const [seat, side] of [
      [flipper!, 'creator'],
      [flipJoiner!, 'joiner'],
    ] as const) {
      const paid = winner === side ? endedFlip.payout : 0;
      expect(await seat.client.balance()).toBe(seat.start - flipStake + paid);
    }
    const closes = await db.query<{ closes: number }>(
      `SELECT (SELECT count(*)::int FROM wallet_transfers t
                WHERE t.reference = b.id::text AND t.kind <> 'bet') AS closes
         FROM bets b WHERE b.room_id = $1`,
      [game.id],
    );
    expect(closes.rows.map((r) => r.closes <= 1)).toEqual([true, true]);
  } finally {
    await db.end();
  }
  // Two battles and a flip, each created and joined.
  report.operations += 6;
  report.failures.push(
    `kill -9 ${victim.name} (pid ${pid}) following case battle ${first._id.slice(0, 8)} between its rounds, and battle ${second._id.slice(0, 8)} and coin flip ${game.id.slice(0, 8)} waiting for their beacon round`,
  );
  report.recoveries.push(
    `after the kill mid battle and flip: battle 1 completed ${firstDone.ms} ms after it, battle 2 ${secondDone.ms} ms, the flip flipped ${flipDone.ms} ms (its beacon round ${joined.fairness.blockNumber} due ${roundDue - killedAt} ms after the kill), by the leader's sweep; each seat settled once, every balance what the outcome gives`,
  );
}
