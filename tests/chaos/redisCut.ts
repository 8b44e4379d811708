import { expect } from 'vitest';
import { eventWhere, pause } from '../cluster/player';
import { type ChaosReport, count, summary } from './chaosReport';
import type { ChaosRun } from './chaosRun';
import { type SeatedPlayer, playersOnEveryNode, waitFor } from './clusterProbes';
import { newTally } from './loadPlayer';
import { settleUnsureTips } from './walletLoad';

// Redis killed for 5 s, then started again empty: every node keeps serving HTTP and its own
// sockets, events between the nodes resume after, and no round is played twice.

export async function cutRedis(run: ChaosRun): Promise<void> {
  const { cluster, redis, players, sockets, report } = run;
  const seated = await playersOnEveryNode(cluster);
  sockets.push(...seated.map((s) => s.socket));
  // Every socket's view of both round games: crash (rounds of any length) and roulette
  // (a fixed cycle of about 25 s, so one is always due).
  const rounds = {
    crash: seated.map(() => [] as Seen[]),
    roulette: seated.map(() => [] as Seen[]),
  };
  for (const [i, { socket }] of seated.entries()) {
    for (const game of ['crash', 'roulette'] as const) {
      socket.on(`${game}.round`, ({ data }: { data: { round: { id: number; phase: string } } }) =>
        rounds[game][i]!.push({ id: data.round.id, phase: data.round.phase, at: Date.now() }),
      );
      expect(await socket.timeout(5_000).emitWithAck(`game:${game}.subscribe`)).toBe(true);
    }
  }
  const before = await chatHeardAcross(report, seated, 10_000);
  report.recoveries.push(`before the cut: chat heard across the nodes in ${before} ms`);

  const tally = newTally();
  let stop = false;
  const load = run.startLoad(tally, players.slice(0, 6), () => stop);
  const served = { http: 0, httpFailed: 0, acks: 0, acksFailed: 0 };
  await redis.cut();
  const cutAt = Date.now();
  report.failures.push('Redis killed (SIGKILL) for 5 s, then started again empty on its port');
  while (Date.now() - cutAt < 5_000) {
    await Promise.all([
      ...cluster.nodes.map(async (node) => {
        const ok = await fetch(`http://127.0.0.1:${node.port}/api/games/crash/round`, {
          signal: AbortSignal.timeout(2_000),
        })
          .then((r) => r.ok)
          .catch(() => false);
        served[ok ? 'http' : 'httpFailed']++;
      }),
      ...seated.map(async ({ socket }) => {
        const ok = await socket
          .timeout(2_000)
          .emitWithAck('game:crash.subscribe')
          .then((a) => a === true && socket.connected)
          .catch(() => false);
        served[ok ? 'acks' : 'acksFailed']++;
      }),
    ]);
    await pause(250);
  }
  await redis.restore();
  const restoredAt = Date.now();
  const chatMs = await chatHeardAcross(report, seated, 20_000);
  // Round events again on the sockets of every node: a roulette phase change after the
  // restore (its cycle is fixed), heard by all three.
  await waitFor(
    async () => rounds.roulette.every((seen) => seen.some((r) => r.at > restoredAt)),
    40_000,
    'a roulette round event heard on every node after the restore',
  );
  const roundsMs = Date.now() - restoredAt;
  stop = true;
  await load;
  await settleUnsureTips(tally, players, 30_000);
  count(report, tally);
  report.recoveries.push(
    `during the Redis cut: ${served.http} node HTTP answers (${served.httpFailed} failed), ${served.acks} socket acks (${served.acksFailed} failed), ${tally.operations} operations through nginx (${summary(tally)})`,
    `after Redis came back: chat across nodes again in ${chatMs} ms, roulette rounds heard on every node in ${roundsMs} ms`,
  );
  expect(served.httpFailed).toBe(0);
  expect(served.acksFailed).toBe(0);
  expect(tally.byOutcome.internal, tally.firstInternal).toBe(0);
  expect(tally.byOutcome.unavailable + tally.byOutcome.lost, [...tally.byStatus].join('; ')).toBe(
    0,
  );

  // No round played twice: on every socket, round ids never go back, and a round's phases
  // only move forward, never starting over.
  for (const game of ['crash', 'roulette'] as const) {
    for (const seen of rounds[game])
      expectForwardOnly(seen, ['betting', 'running', 'rolling', 'ended']);
    const ids = [...new Set(rounds[game].flat().map((r) => r.id))].sort((a, b) => a - b);
    report.recoveries.push(
      `${game} rounds seen across the cut: ${ids.join(', ')}, each once, in order`,
    );
  }
}

interface Seen {
  id: number;
  phase: string;
  at: number;
}

function expectForwardOnly(seen: Seen[], order: string[]) {
  const trail = JSON.stringify(seen.map((r) => `${r.id}:${r.phase}`));
  for (let i = 1; i < seen.length; i++) {
    const [a, b] = [seen[i - 1]!, seen[i]!];
    expect(b.id, trail).toBeGreaterThanOrEqual(a.id);
    if (b.id === a.id)
      expect(order.indexOf(b.phase), trail).toBeGreaterThanOrEqual(order.indexOf(a.phase));
  }
}

/** Sends chat from each seated player in turn until the other nodes' sockets hear one: ms. */
async function chatHeardAcross(
  report: ChaosReport,
  seated: SeatedPlayer[],
  ms: number,
): Promise<number> {
  const at = Date.now();
  for (let attempt = 0; Date.now() - at < ms; attempt++) {
    const from = seated[attempt % seated.length]!;
    const text = `chaos ${attempt} ${Date.now()}`;
    const heard = Promise.allSettled(
      seated
        .filter((s) => s !== from)
        .map(({ socket }) =>
          eventWhere<{ data: { message: { blocks: { value?: string }[] } } }>(
            socket,
            'chat.new-message',
            (p) => p.data.message.blocks.some((b) => b.value === text),
            2_000,
          ),
        ),
    );
    const ack = await from.socket
      .timeout(2_000)
      .emitWithAck('chat.send-message', {
        data: { channel: 'en', blocks: [{ type: 'TEXT', value: text }] },
      })
      .catch((error: Error) => ({ timeout: error.message }));
    if ((await heard).every((r) => r.status === 'fulfilled')) return Date.now() - at;
    report.recoveries.push(
      `chat from ${from.node.name} not heard on every node (ack ${JSON.stringify(ack)})`,
    );
  }
  throw new Error(`chat not heard across the nodes within ${ms} ms`);
}
