import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginxConfig.mjs';
import { clusterSettings, nodeEnv } from './settings.mjs';

describe('clusterSettings', () => {
  it('gives each node its own port, metrics port and folder, after the first', () => {
    const s = clusterSettings({
      CLUSTER_PORT: '3600',
      CLUSTER_NODE_PORT: '3610',
      CLUSTER_METRICS_PORT: '9610',
      CLUSTER_DIR: '/tmp/c',
    });
    expect(s.siteOrigin).toBe('http://localhost:3600');
    expect(s.nodes).toEqual([
      { name: 'node-1', port: 3610, metricsPort: 9610, dataDir: '/tmp/c/node-1' },
      { name: 'node-2', port: 3611, metricsPort: 9611, dataDir: '/tmp/c/node-2' },
      { name: 'node-3', port: 3612, metricsPort: 9612, dataDir: '/tmp/c/node-3' },
    ]);
  });

  it('refuses a port that is not a whole number, naming it', () => {
    expect(() => clusterSettings({ CLUSTER_PORT: 'eighty' })).toThrow(/CLUSTER_PORT/);
    expect(() => clusterSettings({ CLUSTER_NODES: '0' })).toThrow(/CLUSTER_NODES/);
  });

  it('points every node at the shared stores and trusts only the loopback balancer', () => {
    const s = clusterSettings({ DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r/2' });
    const env = nodeEnv(s, s.nodes[1]!, { PORT: '3000', LOG_LEVEL: 'warn' });
    expect(env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: '3002',
      METRICS_PORT: '9466',
      DATABASE_URL: 'postgres://db/x',
      REDIS_URL: 'redis://r/2',
      TRUST_PROXY: '127.0.0.1,::1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    });
  });
});

describe('nginxConfig', () => {
  const conf = nginxConfig(clusterSettings({ CLUSTER_PORT: '3600', CLUSTER_NODE_PORT: '3610' }));

  it('balances every node by open connections, without stickiness', () => {
    for (const port of [3610, 3611, 3612]) expect(conf).toContain(`server 127.0.0.1:${port} `);
    expect(conf).toContain('least_conn;');
    expect(conf).not.toMatch(/ip_hash|\bhash \$/);
    expect(conf).toContain('listen 127.0.0.1:3600;');
  });

  it('passes websocket upgrades and the client address, and never retries a sent POST', () => {
    expect(conf).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(conf).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(conf).toContain('X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toContain('X-Request-Id $request_id;');
    expect(conf).toContain('proxy_next_upstream error timeout;');
    expect(conf).not.toContain('non_idempotent');
  });
});
