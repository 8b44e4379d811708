// What `npm run cluster` runs, from the environment: where nginx listens, the nodes' ports,
// the shared PostgreSQL and Redis, and the folder for logs and nginx's files.
import { resolve } from 'node:path';

const int = (env, name, fallback) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`Invalid configuration: ${name} must be a whole number (got ${raw})`);
  return value;
};

/** @param {NodeJS.ProcessEnv} env */
export function clusterSettings(env) {
  const port = int(env, 'CLUSTER_PORT', 8080);
  const nodes = int(env, 'CLUSTER_NODES', 3);
  if (nodes < 1) throw new Error('Invalid configuration: CLUSTER_NODES must be at least 1');
  const firstNodePort = int(env, 'CLUSTER_NODE_PORT', 3001);
  const firstMetricsPort = int(env, 'CLUSTER_METRICS_PORT', 9465);
  const host = env.CLUSTER_HOST || '127.0.0.1';
  const dir = resolve(env.CLUSTER_DIR || 'data/cluster');
  return {
    host,
    port,
    dir,
    nginx: env.NGINX || '/usr/sbin/nginx',
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/gemdrop',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    siteOrigin: env.SITE_ORIGIN || `http://localhost:${port}`,
    nodes: Array.from({ length: nodes }, (_, i) => ({
      name: `node-${i + 1}`,
      port: firstNodePort + i,
      metricsPort: firstMetricsPort + i,
      dataDir: resolve(dir, `node-${i + 1}`),
    })),
  };
}

/** The environment of one node: the shared stores, its own ports, the balancer trusted. */
export function nodeEnv(settings, node, env) {
  return {
    ...env,
    NODE_ENV: env.NODE_ENV || 'production',
    // Only nginx talks to a node; the Internet sees nginx.
    HOST: '127.0.0.1',
    PORT: String(node.port),
    METRICS_PORT: String(node.metricsPort),
    DATA_DIR: node.dataDir,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    SITE_ORIGIN: settings.siteOrigin,
    // Client addresses come from nginx's X-Forwarded-For, which only loopback may set.
    TRUST_PROXY: env.TRUST_PROXY || '127.0.0.1,::1',
    // One seeded operator for the cluster, whichever node seeds it.
    OPERATOR_CREDENTIALS_FILE:
      env.OPERATOR_CREDENTIALS_FILE || resolve(settings.dir, 'operator-credentials.txt'),
  };
}
