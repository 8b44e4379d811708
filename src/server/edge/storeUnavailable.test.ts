import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain/errors';
import { toErrorAnswer } from './errorAnswer';
import { STORE_UNAVAILABLE_MESSAGE, isStoreUnavailable } from './storeUnavailable';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What node-postgres throws when its server's socket closes mid-conversation. */
async function cutConnectionError(): Promise<unknown> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody' });
  client.on('error', () => undefined);
  const error = await client.connect().catch((e: unknown) => e);
  await new Promise((resolve) => server.close(resolve));
  return error;
}

describe('isStoreUnavailable', () => {
  it("recognises the driver's refused and cut connections", async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'nobody' });
    const refused = await client.connect().catch((e: unknown) => e);
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isStoreUnavailable(refused)).toBe(true);
    const cut = await cutConnectionError();
    expect(cut).toBeInstanceOf(Error);
    expect(isStoreUnavailable(cut)).toBe(true);
  });

  it('recognises a server shutting down or starting, also wrapped as a cause', () => {
    const adminShutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      { code: '57P01' },
    );
    const starting = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    expect(isStoreUnavailable(adminShutdown)).toBe(true);
    expect(isStoreUnavailable(starting)).toBe(true);
    // drizzle's DrizzleQueryError keeps the driver's error as its cause.
    expect(isStoreUnavailable(new Error('Failed query: select 1', { cause: adminShutdown }))).toBe(
      true,
    );
    expect(isStoreUnavailable(new Error('Connection is closed.'))).toBe(true);
  });

  it('leaves the errors of a request or the code alone', () => {
    const uniqueViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
    for (const error of [uniqueViolation, new TypeError('x is undefined'), null, 'text'])
      expect(isStoreUnavailable(error)).toBe(false);
  });
});

describe('toErrorAnswer of a store that is away', () => {
  it('answers 503 with a message to try again, never 500', () => {
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(toErrorAnswer(new Error('Failed query', { cause: lost }))).toEqual({
      status: 503,
      body: { error: { code: 'STORE_UNAVAILABLE', message: STORE_UNAVAILABLE_MESSAGE } },
    });
  });

  it("keeps a domain error's own answer", () => {
    expect(toErrorAnswer(new DomainError('NOT_READY', 'not yet', 503)).body.error.code).toBe(
      'NOT_READY',
    );
  });
});
