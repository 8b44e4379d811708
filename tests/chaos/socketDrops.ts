import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { type Player, eventWhere, pause } from '../cluster/player';
import type { ChaosReport } from './chaosReport';
import type { ChaosRun } from './chaosRun';
import { playersOnEveryNode, waitFor } from './clusterProbes';

// Every client socket dropped for 2 s, twice, while the clients' money moves: on a resync
// (a new socket, logged in and subscribed, the balance read again) each client has the
// balance its bets answered, each round game's current round and the next balance event.

export async function dropSockets(run: ChaosRun): Promise<void> {
  const { cluster, sockets, report } = run;
  const seated = await playersOnEveryNode(cluster);
  const subscribe = async (socket: Socket) => {
    for (const game of ['crash', 'roulette'])
      expect(await socket.timeout(5_000).emitWithAck(`game:${game}.subscribe`)).toBe(true);
  };
  for (const { socket } of seated) await subscribe(socket);
  const drops = 2;
  const resyncs: number[] = [];
  for (let drop = 0; drop < drops; drop++) {
    await pause(drop === 0 ? 1_000 : 8_000);
    const lastRound = await Promise.all(seated.map(({ client }) => roundIdsNow(client)));
    for (const s of seated) s.socket.disconnect();
    report.failures.push(`every client socket dropped for 2 s (drop ${drop + 1} of ${drops})`);
    // Money moves while the sockets are gone: their 'user.balance' events are missed.
    const missed = await Promise.all(seated.map(({ client }) => diceBet(report, client)));
    await pause(2_000);
    const at = Date.now();
    await Promise.all(
      seated.map(async (s, i) => {
        // A resync on reconnect: a new socket, logged in and subscribed, and the balance read.
        s.socket = await s.client.socket();
        sockets.push(s.socket);
        const rounds = ['crash', 'roulette'].map((game) =>
          eventWhere<{ data: { round: { id: number } } }>(
            s.socket,
            `${game}.round`,
            () => true,
            5_000,
          ),
        );
        await subscribe(s.socket);
        // On subscribing, each game's round as it is now: never one older than before.
        const [crash, roulette] = await Promise.all(rounds);
        expect(crash!.data.round.id).toBeGreaterThanOrEqual(lastRound[i]!.crash);
        expect(roulette!.data.round.id).toBeGreaterThanOrEqual(lastRound[i]!.roulette);
        expect(await s.client.balance()).toBe(missed[i]!.balance);
        // And the events flow again: the next bet's balance reaches the new socket.
        const heard: { balance: number; ledgerPosition: number }[] = [];
        s.socket.on('user.balance', ({ data }: { data: (typeof heard)[number] }) =>
          heard.push(data),
        );
        const next = await diceBet(report, s.client);
        await waitFor(
          async () => heard.some((b) => b.ledgerPosition >= next.ledgerPosition),
          5_000,
          'the next balance event on the new socket',
        );
        expect(heard.find((b) => b.ledgerPosition === next.ledgerPosition)?.balance).toBe(
          next.balance,
        );
      }),
    );
    resyncs.push(Date.now() - at);
  }
  report.recoveries.push(
    `after each socket drop: balance, round snapshots and balance events back on all ${seated.length} clients in ${resyncs.join(' and ')} ms`,
  );
}

/** A dice bet of 0.10 through nginx: the balance and ledger position it answered. */
async function diceBet(
  report: ChaosReport,
  client: Player,
): Promise<{ balance: number; ledgerPosition: number }> {
  const res = await client.post('/api/games/dice/bet', {
    amount: 10,
    target: 5_000,
    direction: 'over',
  });
  if (res.status !== 200) throw new Error(`dice bet: ${res.status} ${JSON.stringify(res.body)}`);
  report.operations++;
  return { balance: res.body.balance as number, ledgerPosition: res.body.ledgerPosition as number };
}

/** The crash and roulette round ids nginx serves now. */
async function roundIdsNow(client: Player): Promise<{ crash: number; roulette: number }> {
  const [crash, roulette] = await Promise.all(
    ['crash', 'roulette'].map((game) => client.get(`/api/games/${game}/round`)),
  );
  return { crash: crash!.body.round?.id ?? 0, roulette: roulette!.body.round?.id ?? 0 };
}
