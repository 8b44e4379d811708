import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { createAdapter } from '@socket.io/redis-adapter';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { Registry } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import { buildOpenApiDocument } from '../shared/contract/openapi';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { sendError } from './http/errors';
import { broadcastChannel, RedisBroadcast } from './cluster/redisBroadcast';
import { type RedisConnections, connectRedis } from './cluster/redisConnections';
import { RedisRevealStore } from './domain/settlement';
import { type Broadcast, LocalBroadcast } from './domain/broadcast';
import { originGuard } from './http/originGuard';
import { blogSharePage } from './http/blogSharePage';
import { serveClient } from './http/spa';
import { answerUnknownRoutes } from './http/unknownRoutes';
import { answerRequestIds, requestIdOf } from './http/requestId';
import { RequestLog } from './http/requestLog';
import { closeConnectionsWhenStopping } from './http/drainConnections';
import { createMetricsRegistry } from './metrics/registry';
import { instrumentHttp } from './metrics/httpMetrics';
import { settlementMetrics } from './metrics/settlementMetrics';
import { socketMetrics } from './metrics/socketMetrics';
import { databaseMetrics } from './metrics/databaseMetrics';
import { watchRedisErrors } from './metrics/redisMetrics';
import { leadershipMetrics } from './metrics/leadershipMetrics';
import { ledgerCheckMetrics } from './metrics/ledgerCheckMetrics';
import { type MetricsServer, startMetricsServer } from './metrics/metricsServer';
import { LedgerCheck } from './domain/wallet';
import { checkAndRecordLedger } from './domain/wallet';
import { findModules } from './modules/find';
import { startJobs, stopJobs } from './modules/jobs';
import { createGateway } from './realtime/gateway';
import { ActionLimiter } from './edge/actionLimiter';
import { READS_PER_WRITE } from './edge/limits';
import { SEEDERS, runSeeders } from './seed';
import { type Services, createServices } from './services';
import { type ServerGameManifest, createGameRegistry } from './domain/games';
import type { PriceFeed } from './domain/cases';
import type { SkinMarket } from './domain/steamTrades';

export const API_PREFIX = '/api';

const DYNAMIC_PATH = /^\/(api|socket\.io|docs|health|ready)(\/|\?|$)/;
const isStaticRequest = (url: string) => !DYNAMIC_PATH.test(url);
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export interface App {
  http: FastifyInstance;
  io: SocketServer;
  services: Services;
  database: DatabaseHandle;
  /** What /metrics shows (Prometheus text format). */
  metrics: Registry;
  /** The scheduled ledger check (run only while this node leads the rounds). */
  ledgerCheck: LedgerCheck;
  /** Starts listening (and /metrics, when configured); answers the bound port. */
  listen(): Promise<number>;
  /** Where /metrics listens once listen() resolved; null when it is off. */
  metricsPort(): number | null;
  /**
   * Graceful stop: /ready answers 503 at once, leadership goes to another node, sockets are
   * told to reconnect (elsewhere), in-flight requests finish, then Redis and the database close.
   */
  close(): Promise<void>;
}

/** What an app is built with besides its configuration. */
export interface AppOptions {
  /** Games played besides the site's registry (games/registry.ts), from their manifests alone. */
  extraGames?: readonly ServerGameManifest[];
  /** Item prices for the catalogue; the configured feed by default. */
  priceFeed?: PriceFeed;
  /** Where skins are bought and traded; the configured market by default. */
  skinMarket?: SkinMarket;
  /** Where the log goes; standard output by default (tests read it). */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<App> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: config.dataTemplate,
    poolSize: config.dbPoolSize,
  });
  const metrics = createMetricsRegistry();
  const redisLog = pino({ level: config.logLevel, name: 'redis' });
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, (error) =>
        redisLog.warn({ err: error }, 'a socket.io publish failed'),
      )
    : undefined;
  const broadcast = await openBroadcast(config, redis);
  const services = createServices(
    config,
    database.db,
    createGameRegistry(options.extraGames),
    broadcast,
    options.priceFeed,
    options.skinMarket,
  );

  services.settlement.useTimer(settlementMetrics(metrics, services.events));

  const http = Fastify({
    logger: options.logStream
      ? { level: config.logLevel, stream: options.logStream }
      : { level: config.logLevel },
    // Each log line of a request carries its id (reqId): the balancer's, or a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // One line a request, on its answer, in place of Fastify's two (http/requestLog.ts).
    logController: new RequestLog(),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  answerRequestIds(http);
  closeConnectionsWhenStopping(http, services.lifecycle);
  instrumentHttp(http, metrics);
  if (redis) {
    services.redisPing = async () => void (await redis.command.ping());
    watchRedisErrors(metrics, redis, (error, connection) =>
      http.log.warn({ err: error, connection }, 'redis connection error'),
    );
  }

  http.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  await http.register(fastifyCookie);
  await http.register(fastifyCors, { origin: config.siteOrigin, credentials: true });
  if (redis) services.actionLimiter = new ActionLimiter(config.actionLimits, redis.command);
  if (redis) services.pendingReveals.shareThrough(new RedisRevealStore(redis.command));
  await http.register(fastifyRateLimit, {
    // Reads and writes count apart: browsing must never use up the budget bets need.
    keyGenerator: (request) => `${isRead(request) ? 'read' : 'write'}:${normalizeIP(request.ip)}`,
    max: (request) => config.rateLimitPerMinute * (isRead(request) ? READS_PER_WRITE : 1),
    timeWindow: 60_000,
    // The limit guards the API, the socket and the probes; the site's own files and pages
    // are static (a code-split page load fetches dozens of them) and are never limited.
    allowList: (request) => isStaticRequest(request.url),
    // While Redis cannot answer, requests are served without the shared limit, not failed.
    ...(redis ? { redis: redis.command, nameSpace: 'rl:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  originGuard(http, config.siteOrigin);

  // Every domain folder's module (domain/<area>/module.ts), found by folder, in dependency
  // order; the /api routes share one plugin context, as one set.
  const modules = await findModules();
  for (const module of modules) module.rootRoutes?.(http, services);
  // Built on its first read: few apps are ever asked, and each start paid 60 ms for it.
  let openApi: ReturnType<typeof buildOpenApiDocument> | undefined;
  http.get(
    '/docs/openapi.json',
    async () =>
      (openApi ??= buildOpenApiDocument({ title: `${config.brand.name} API`, version: '0.1.0' })),
  );
  await http.register(
    async (api) => {
      for (const module of modules) module.routes?.(api, services);
    },
    { prefix: API_PREFIX },
  );

  const sendPage = config.serveClient
    ? await serveClient(http, config.clientDir, config.client, config.siteOrigin)
    : false;
  if (sendPage) blogSharePage(http, services, sendPage, config.siteOrigin, config.brand.name);
  answerUnknownRoutes(http, services, sendPage);

  await http.ready();
  await runSeeders(services, SEEDERS, (message) => http.log.info(message));
  const io = createGateway(http.server, services, modules);
  if (redis) io.adapter(createAdapter(redis.pub, redis.sub));
  await startJobs(modules, services, http.log);
  const ledgerCheck = scheduleLedgerCheck(config, services, http.log);
  socketMetrics(metrics, () => io.engine.clientsCount);
  databaseMetrics(metrics, () => database.waiting());
  leadershipMetrics(metrics, () => services.rounds.leadership.isLeader);
  ledgerCheckMetrics(metrics, () => ledgerCheck);
  let metricsServer: MetricsServer | undefined;

  let closed: Promise<void> | undefined;
  return {
    http,
    io,
    services,
    database,
    metrics,
    ledgerCheck,
    async listen() {
      await http.listen({ port: config.port, host: config.host });
      if (config.metrics) metricsServer = await startMetricsServer(metrics, config.metrics);
      const address = http.server.address();
      return typeof address === 'object' && address ? address.port : config.port;
    },
    metricsPort: () => metricsServer?.port ?? null,
    close() {
      closed ??= (async () => {
        // First: /ready answers 503, so the balancer sends this node nothing new.
        services.lifecycle.stopping = true;
        await ledgerCheck.stop();
        await stopJobs(modules, services);
        // io.close() also closes the HTTP server; fastify.close() then drains requests.
        await new Promise<void>((resolve) => {
          void io.close(() => resolve());
        });
        await http.close();
        if (redis)
          await Promise.allSettled([
            redis.command.quit(),
            redis.pub.quit(),
            redis.sub.quit(),
            redis.broadcastSub.quit(),
          ]);
        await database.close();
        // Last: the scraper sees the drain to its end.
        await metricsServer?.close();
      })();
      return closed;
    },
  };
}

/** The ledger's invariants checked on a schedule by the round leader, reported in the log. */
function scheduleLedgerCheck(
  config: Config,
  services: Services,
  log: FastifyBaseLogger,
): LedgerCheck {
  const ledgerCheck = new LedgerCheck({
    verify: () => checkAndRecordLedger(services.db, 'schedule'),
    isLeader: () => services.rounds.leadership.isLeader,
    intervalMs: config.ledgerCheckMinutes * 60_000,
    onReport: (report) =>
      report.problems.length === 0
        ? log.info({ entries: report.entries }, 'ledger check: every invariant holds')
        : log.error({ problems: report.problems }, 'ledger check: invariants broken'),
    onError: (error) => log.error({ err: error }, 'ledger check failed'),
  });
  if (config.ledgerCheckMinutes > 0) ledgerCheck.start();
  return ledgerCheck;
}

/** Alone, the process is the cluster; with Redis, the processes sharing the database are. */
async function openBroadcast(
  config: Config,
  redis: RedisConnections | undefined,
): Promise<Broadcast> {
  const log = pino({ level: config.logLevel, name: 'broadcast' });
  const report = (error: unknown, context: string) => log.error({ err: error }, context);
  if (!redis) return new LocalBroadcast((error) => report(error, 'a broadcast subscriber failed'));
  const channel = broadcastChannel(config.databaseUrl ?? config.dataDir);
  const broadcast = new RedisBroadcast(redis.command, redis.broadcastSub, channel, report);
  // Ready only once peers' messages reach this process: a logout elsewhere is never missed.
  await broadcast.ready();
  return broadcast;
}
