import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendError } from './errors';
import { RequestLog } from './requestLog';

/** An app logging as the server does (its log controller and error handler), into `lines`. */
async function appLoggingTo(lines: Record<string, unknown>[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    genReqId: () => `id-${lines.length}-${Math.random().toString(36).slice(2)}`,
    logController: new RequestLog(),
  });
  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.get('/things/:id', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('the disk is on fire');
  });
  await app.ready();
  return app;
}

describe('the request log', () => {
  it('writes one line a request, with what an operator looks it up by', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines);
    const answer = await app.inject({ method: 'GET', url: '/things/7?full=1' });
    expect(answer.statusCode).toBe(200);
    await app.close();

    const own = lines.filter((line) => 'reqId' in line);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/things/7?full=1',
      statusCode: 200,
    });
    expect(typeof own[0]!.reqId).toBe('string');
    expect(own[0]!.responseTime).toBeGreaterThanOrEqual(0);
    // No player asked: the field is left out rather than written empty.
    expect(own[0]).not.toHaveProperty('userId');
  });

  it("still logs a failed answer's error, beside its one request line", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines);
    const answer = await app.inject({ method: 'GET', url: '/broken' });
    expect(answer.statusCode).toBe(500);
    await app.close();

    const own = lines.filter((line) => 'reqId' in line);
    expect(own.map((line) => line.msg)).toEqual(['request failed', 'request completed']);
    expect(own[0]).toMatchObject({ level: 50, err: { message: 'the disk is on fire' } });
    expect(own[1]).toMatchObject({ level: 30, url: '/broken', statusCode: 500 });
    expect(own[1]!.reqId).toBe(own[0]!.reqId);
  });
});
