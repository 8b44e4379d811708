import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { instrumentHttp } from './httpMetrics';

describe('HTTP request metrics', () => {
  it('counts by route pattern and status, never by the raw URL', async () => {
    const registry = new Registry();
    const app = Fastify();
    instrumentHttp(app, registry);
    app.get('/bets/:id', async () => ({ ok: true }));
    await app.inject({ url: '/bets/1' });
    await app.inject({ url: '/bets/2?x=1' });
    await app.inject({ url: '/nowhere/secret-token' });
    const text = await registry.metrics();
    expect(text).toContain(
      'gemdrop_http_requests_total{method="GET",route="/bets/:id",status="200"} 2',
    );
    expect(text).toContain(
      'gemdrop_http_requests_total{method="GET",route="unmatched",status="404"} 1',
    );
    expect(text).not.toContain('secret-token');
    expect(text).toContain(
      'gemdrop_http_request_duration_seconds_count{method="GET",route="/bets/:id"} 2',
    );
    await app.close();
  });
});
