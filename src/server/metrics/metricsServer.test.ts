import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { startMetricsServer } from './metricsServer';

describe('the metrics listener', () => {
  it('serves the registry at GET /metrics in the Prometheus text format, and nothing else', async () => {
    const registry = new Registry();
    new Counter({ name: 'gemdrop_probe_total', help: 'a probe', registers: [registry] }).inc(4);
    const server = await startMetricsServer(registry, { port: 0, host: '127.0.0.1' });
    try {
      expect(server.port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      const text = await res.text();
      expect(text).toContain('# TYPE gemdrop_probe_total counter');
      expect(text).toContain('gemdrop_probe_total 4');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect(
        (await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status,
      ).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('refuses to start on a port already taken, rather than run unscraped', async () => {
    const first = await startMetricsServer(new Registry(), { port: 0, host: '127.0.0.1' });
    try {
      await expect(
        startMetricsServer(new Registry(), { port: first.port, host: '127.0.0.1' }),
      ).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });
});
