import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpImageSource } from './httpImageSource';
import { ImageSourceError } from './imageSource';

// A local stand-in for the image host, serving the recorded picture.
const PNG = readFileSync('tests/fixtures/catalogue-images/item.png');
let answer: (url: string, res: import('node:http').ServerResponse) => void;
const asked: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    answer(req.url ?? '', res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cdn`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageSourceError);
  return error as ImageSourceError;
};

describe('HttpImageSource', () => {
  it('fetches the data set path under the base', async () => {
    answer = (_url, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    const bytes = await new HttpImageSource(base).fetch('/images/abc.webp');
    expect(Buffer.from(bytes).equals(PNG)).toBe(true);
    expect(asked.at(-1)).toBe('/cdn/images/abc.webp');
  });

  it('tells a missing picture from a failing host', async () => {
    answer = (_url, res) => res.writeHead(404).end('not found');
    expect((await failureOf(new HttpImageSource(base).fetch('/images/x.webp'))).kind).toBe(
      'missing',
    );
    answer = (_url, res) => res.writeHead(503).end('down');
    const failed = await failureOf(new HttpImageSource(base).fetch('/images/x.webp'));
    expect(failed.kind).toBe('failed');
    expect(failed.message).toMatch(/answered 503/);
  });

  it('refuses an answer over the size limit, declared or not', async () => {
    const limits = { timeoutMs: 5_000, maxBytes: 1_000 };
    answer = (_url, res) => res.writeHead(200, { 'content-length': String(PNG.length) }).end(PNG);
    expect(
      (await failureOf(new HttpImageSource(base, limits).fetch('/images/x.webp'))).message,
    ).toMatch(/over the limit/);
    // Chunked, with no length: counted while read.
    answer = (_url, res) => {
      res.writeHead(200);
      res.write(PNG.subarray(0, 800));
      res.end(PNG.subarray(800));
    };
    expect(
      (await failureOf(new HttpImageSource(base, limits).fetch('/images/x.webp'))).message,
    ).toMatch(/passed 1000 bytes/);
  });

  it('gives up on a host that does not answer in time', async () => {
    answer = () => undefined; // never answers
    const failed = await failureOf(
      new HttpImageSource(base, { timeoutMs: 100, maxBytes: 1_000_000 }).fetch('/images/x.webp'),
    );
    expect(failed.kind).toBe('failed');
  });

  it('fails on a host that cannot be reached', async () => {
    const failed = await failureOf(new HttpImageSource('http://127.0.0.1:9').fetch('/images/x'));
    expect(failed.kind).toBe('failed');
  });
});
