// Round events fan-out (issue 13): N sockets split evenly across two server processes on
// one PostgreSQL and Redis, each in the game:crash and game:roulette rooms, hear the event
// a bet makes (crash.bet; roulette.bets, batched by the relay) for bets placed through HTTP
// on process A. A bare pair of socket.io servers (two more processes, joined by
// @socket.io/redis-adapter) broadcasts a payload of the same shape and size to its own N
// sockets, split the same way, triggered by an HTTP request to its first server; for
// roulette it batches as our relay does. The two alternate within each round: bets while
// it takes bets, the bare pair while it runs and shows its result. Crash rounds are
// measured first, then roulette rounds, for each client count.
//
// The parts: rounds/roundGames.ts (what each game looks like to the bench), sockets.ts,
// players.ts, deliveries.ts (who heard what, when), measure.ts (the two measures),
// bareServer.ts (the bare pair), roundWatcher.ts, crashChain.ts, figures.ts, report.ts.
// Run alone: `npx tsx tools/bench/roundFanout.ts --clients 1000,5000 --rounds 3 --bets 40`.
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Socket } from 'socket.io-client';
import { openDatabase } from '../../src/server/db/client';
import { publishCrashChain } from '../../tests/helpers/crashChain';
import { REDIS_URL, createScratchDatabase } from '../../tests/helpers/pgDatabase';
import { type ServerProcess, startServerProcess } from '../../tests/helpers/serverProcess';
import { type BareServer, spawnBare } from './rounds/bareServer';
import { SHORT_ROUND_E2, shortRoundSeconds, shortRoundsChain } from './rounds/crashChain';
import { Deliveries } from './rounds/deliveries';
import { type Measured, figures, percentile } from './rounds/figures';
import { measureBare, measureBets } from './rounds/measure';
import { type Player, register } from './rounds/players';
import { type RoundFanoutResult, printRoundFanout } from './rounds/report';
import { ROUND_GAMES, type RoundGameBench } from './rounds/roundGames';
import { roundWatcher } from './rounds/roundWatcher';
import { ORIGIN, openSubscribed } from './rounds/sockets';

export interface RoundFanoutOptions {
  /** Each count is measured in turn on the same servers: 1,000 and 5,000 by default. */
  clientCounts: number[];
  /** Measured rounds per game and count, after one warm-up round. */
  rounds: number;
  /** At most this many bets per betting window (one player each). */
  betsPerRound: number;
  /** The round games measured (crash and roulette by default). */
  games?: readonly RoundGameBench['game'][];
}

/** Bets stop this long before betting closes: a bet refused as late carries no event. */
const BETTING_MARGIN_MS = 400;
const WARM_UP_MESSAGES = 3;
const ROOMS = ROUND_GAMES.map((game) => game.room);

interface Setup {
  betUrl: string;
  bareUrl: string;
  players: Player[];
  /** The next usable betting window of each game, after a round id. */
  nextWindow: Record<RoundGameBench['game'], ReturnType<typeof roundWatcher>>;
  lastRound: Record<RoundGameBench['game'], number>;
}

/** One game at one client count: a warm-up round, then `rounds` measured ones. */
async function measureGame(
  setup: Setup,
  game: RoundGameBench,
  receivers: { ours: Socket[]; theirs: Socket[] },
  options: RoundFanoutOptions,
): Promise<Omit<RoundFanoutResult, 'topology'>> {
  const clients = receivers.ours.length;
  const oursHeard = new Deliveries();
  oursHeard.listen(receivers.ours, game.betEvent, game.keysOf);
  const bareHeard = new Deliveries();
  bareHeard.listen(receivers.theirs, game.betEvent, game.keysOf);
  const runs = { ours: [] as Measured[], bare: [] as Measured[], requestMs: [] as number[] };
  for (let round = 0; round <= options.rounds; round++) {
    const window = await setup.nextWindow[game.game](setup.lastRound[game.game]);
    setup.lastRound[game.game] = window.id;
    const warm = round === 0;
    const betting = await measureBets(
      game,
      setup.betUrl,
      window.id,
      setup.players,
      oursHeard,
      clients,
      Date.parse(window.bettingEndsAt) - BETTING_MARGIN_MS,
      warm ? WARM_UP_MESSAGES : options.betsPerRound,
    );
    if (betting.messages === 0) throw new Error(`no bet made it into ${game.game} ${window.id}`);
    const plain = await measureBare(
      game,
      setup.bareUrl,
      window.id,
      bareHeard,
      clients,
      betting.messages,
    );
    if (warm) continue;
    runs.ours.push(betting);
    runs.bare.push(plain);
    runs.requestMs.push(...betting.requestMs);
    const o = figures([betting]);
    const p = figures([plain]);
    console.log(
      `  ${game.game} round ${round} (#${window.number}, ${betting.messages} bets): gemdrop p50 ${o.p50.toFixed(1)} ms p99 ${o.p99.toFixed(1)} ms   bare p50 ${p.p50.toFixed(1)} ms p99 ${p.p99.toFixed(1)} ms`,
    );
  }
  for (const socket of [...receivers.ours, ...receivers.theirs]) socket.off(game.betEvent);
  return {
    game: game.game,
    event: game.betEvent,
    clients,
    rounds: figures(runs.ours),
    bare: figures(runs.bare),
    betRequestP50: percentile(
      runs.requestMs.sort((x, y) => x - y),
      50,
    ),
    batchMs: game.bareMessage(0, '').batchMs,
  };
}

/** Where the round events are measured: our servers beside bare socket.io ones. */
export interface FanoutTopology {
  /** "two processes", "three nodes behind nginx": said in the printout. */
  label: string;
  /** Where bets are placed and the round watcher listens. */
  betUrl: string;
  /** Our receivers connect to these in turn (one url: a balancer spreads them). */
  ourUrls: string[];
  /** The bare servers' receivers, spread the same way; triggers go to the first. */
  bareUrls: string[];
}

/**
 * A scratch PostgreSQL database given the bench's short crash chain, and the environment
 * every server of the bench runs with.
 */
export async function prepareRoundDatabase() {
  const scratch = await createScratchDatabase();
  // Migrated and given the bench's crash chain before any process starts, so the leader
  // plays it (two connections: the migration holds one for its lock). Roulette's short
  // chain (2,000 rounds) is the leader's own, built and salted at start.
  const { chain, salt, shortRounds } = shortRoundsChain();
  try {
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 2 });
    try {
      await publishCrashChain(handle.db, chain, salt);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  console.log(
    `round fan-out: the crash chain's first ${shortRounds} rounds crash by ${(SHORT_ROUND_E2 / 100).toFixed(2)}x (<= ${shortRoundSeconds().toFixed(1)} s running)`,
  );
  const unlimited = '1000000000';
  const env = {
    DATABASE_URL: scratch.url,
    REDIS_URL,
    SITE_ORIGIN: ORIGIN,
    NODE_ENV: 'production', // no answer checks, as a deployment runs
    RATE_LIMIT_PER_MINUTE: unlimited,
    SOCKET_EVENTS_PER_10S: unlimited,
    RAIN_SCHEDULED: 'false',
    TRUST_PROXY: '127.0.0.1',
    // Roulette's chain is named its salt round a second ahead, not minutes: a round watcher
    // gives up after 3 minutes, before the default delay's salt exists.
    ROUND_CHAIN_SALT_DELAY_SECONDS: '1',
  };
  return { scratch, env };
}

/** `count` bare socket.io servers joined over Redis on a key of their own. */
export async function startBareServers(count: number, into: BareServer[]): Promise<string[]> {
  const key = `bench-rounds-${randomUUID()}`;
  const started = await Promise.allSettled(Array.from({ length: count }, () => spawnBare(key)));
  for (const s of started) if (s.status === 'fulfilled') into.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  return into.map((server) => server.url);
}

/** Each client count in turn, each game at each count, on servers already running. */
export async function measureFanout(
  topology: FanoutTopology,
  options: RoundFanoutOptions,
): Promise<RoundFanoutResult[]> {
  const games = ROUND_GAMES.filter((game) =>
    (options.games ?? ['crash', 'roulette']).includes(game.game),
  );
  const sockets: Socket[] = [];
  try {
    const players = await Promise.all(
      Array.from({ length: options.betsPerRound }, (_, i) => register(topology.betUrl, i)),
    );
    const watcher = (await openSubscribed([topology.betUrl], 1, ROOMS, sockets))[0]!;
    const setup: Setup = {
      betUrl: topology.betUrl,
      bareUrl: topology.bareUrls[0]!,
      players,
      nextWindow: {
        crash: roundWatcher(watcher, 'crash.round'),
        roulette: roundWatcher(watcher, 'roulette.round'),
      },
      lastRound: { crash: 0, roulette: 0 },
    };
    const results: RoundFanoutResult[] = [];
    for (const clients of options.clientCounts) {
      console.log(`round fan-out: ${clients} sockets on each setup, ${topology.label}…`);
      const ours = await openSubscribed(topology.ourUrls, clients, ROOMS, sockets);
      const theirs = await openSubscribed(topology.bareUrls, clients, ROOMS, sockets);
      for (const game of games) {
        const result = await measureGame(setup, game, { ours, theirs }, options);
        results.push({ ...result, topology: topology.label });
      }
      for (const socket of [...ours, ...theirs]) socket.close();
    }
    return results;
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/** Two server processes on one PostgreSQL and Redis, beside a bare pair. */
export async function runRoundFanout(options: RoundFanoutOptions): Promise<RoundFanoutResult[]> {
  const { scratch, env } = await prepareRoundDatabase();
  const servers: ServerProcess[] = [];
  const bare: BareServer[] = [];
  try {
    const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    const bareUrls = await startBareServers(2, bare);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    return await measureFanout(
      { label: 'half on each of two processes', betUrl: a.url, ourUrls: [a.url, b.url], bareUrls },
      options,
    );
  } finally {
    await Promise.all(bare.map((server) => server.stop()));
    const codes = await Promise.all(servers.map((s) => s.stop()));
    codes.forEach((code, i) => {
      if (code !== 0)
        console.error(
          `round fan-out: server process ${i} exited with ${code}:\n${servers[i]!.output().slice(-2_000)}`,
        );
    });
    await scratch.drop();
  }
}

export async function roundFanoutSection(options: RoundFanoutOptions): Promise<void> {
  printRoundFanout(options.rounds, await runRoundFanout(options));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '1000,5000' },
      rounds: { type: 'string', default: '3' },
      bets: { type: 'string', default: '40' },
      games: { type: 'string', default: 'crash,roulette' },
    },
  });
  await roundFanoutSection({
    clientCounts: values.clients.split(',').map(Number),
    rounds: Number(values.rounds),
    betsPerRound: Number(values.bets),
    games: values.games.split(',') as RoundGameBench['game'][],
  });
  process.exit(0);
}
