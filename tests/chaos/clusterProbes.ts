import type { Socket } from 'socket.io-client';
import type { CrashRound } from '../../src/shared/contract/crash';
import { type ClusterNode, type LocalCluster, metric } from '../cluster/localCluster';
import { Player, pause } from '../cluster/player';

// What the chaos suite asks of a running cluster: each node's readiness, who leads the
// rounds, the crash round nginx serves, and players whose sockets sit on every node.

/** Whether the node answers /ready itself (not through nginx) within a second. */
export async function nodeReady(node: ClusterNode): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${node.port}/ready`, {
      signal: AbortSignal.timeout(1_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** Polls until `check` holds; answers the ms it took, or throws after `ms`. */
export async function waitFor(
  check: () => Promise<boolean>,
  ms: number,
  what: string,
): Promise<number> {
  const at = Date.now();
  for (;;) {
    if (await check()) return Date.now() - at;
    if (Date.now() - at > ms) throw new Error(`${what}: not within ${ms} ms`);
    await pause(50);
  }
}

export async function crashRound(cluster: LocalCluster): Promise<CrashRound | null> {
  const res = await new Player(cluster.url, cluster.origin).get('/api/games/crash/round');
  if (res.status !== 200) throw new Error(`crash round: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.round as CrashRound | null;
}

export async function leaders(cluster: LocalCluster): Promise<ClusterNode[]> {
  const flags = await Promise.all(cluster.nodes.map((n) => metric(n, 'gemdrop_round_leader')));
  return cluster.nodes.filter((_, i) => flags[i] === 1);
}

const socketsOn = (cluster: LocalCluster) =>
  Promise.all(cluster.nodes.map(async (n) => (await metric(n, 'gemdrop_sockets_connected')) ?? 0));

export interface SeatedPlayer {
  node: ClusterNode;
  client: Player;
  socket: Socket;
}

/** Players with a logged-in socket each, one on every node (nginx's least_conn spreads them). */
export async function playersOnEveryNode(cluster: LocalCluster): Promise<SeatedPlayer[]> {
  const onNode = new Map<string, SeatedPlayer>();
  const spare: Socket[] = [];
  for (let i = 0; i < 12 && onNode.size < cluster.nodes.length; i++) {
    const before = await socketsOn(cluster);
    const client = new Player(cluster.url, cluster.origin);
    await client.register();
    const socket = await client.socket();
    let after = before;
    for (let w = 0; w < 20 && after.every((n, j) => n === before[j]); w++) {
      await pause(50);
      after = await socketsOn(cluster);
    }
    const node = cluster.nodes[after.findIndex((n, k) => n > before[k]!)];
    if (node && !onNode.has(node.name)) onNode.set(node.name, { node, client, socket });
    else spare.push(socket);
  }
  for (const socket of spare) socket.disconnect();
  if (onNode.size < cluster.nodes.length)
    throw new Error(`sockets reached only ${[...onNode.keys()].join(', ')}`);
  return [...onNode.values()];
}

export const everyNodeReady = async (cluster: LocalCluster) =>
  (await Promise.all(cluster.nodes.map(nodeReady))).every(Boolean);
