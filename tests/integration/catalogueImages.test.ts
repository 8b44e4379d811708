import { readFileSync } from 'node:fs';
import { type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import catalogue from '../../src/server/domain/cases/catalogue/cs2-cases.json';
import { type TestApp, startTestApp, testAddress } from '../helpers/testApp';

// The resizing route against a local stand-in for the image host, which serves the
// recorded picture (tests/fixtures/catalogue-images). The host's answers are switched per
// test to make it fail in each way it can.

const PNG = readFileSync('tests/fixtures/catalogue-images/item.png');
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const files = catalogue.items.map((item) => fileOf(item.image));

type HostAnswer = (res: ServerResponse) => void;
const servePng: HostAnswer = (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
const hostAnswers = new Map<string, HostAnswer>();
const asked: string[] = [];
let host: Server;
let hostBase: string;
let t: TestApp;
/** A second app with no image base: the site serves no pictures. */
let off: TestApp;

beforeAll(async () => {
  host = createServer((req, res) => {
    const url = req.url ?? '';
    asked.push(url);
    (hostAnswers.get(fileOf(url)) ?? servePng)(res);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostBase = `http://127.0.0.1:${(host.address() as AddressInfo).port}/cs2`;
  [t, off] = await Promise.all([
    startTestApp({ catalogueImageBase: hostBase, rateLimitPerMinute: 20 }),
    startTestApp(),
  ]);
});

afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  host.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

/** Raw bytes (the test client speaks JSON), each request from its own address. */
async function get(app: TestApp, path: string, address = testAddress()) {
  const response = await fetch(app.url + path, { headers: { 'x-forwarded-for': address } });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

const askedFor = (file: string) => asked.filter((url) => url.endsWith(file)).length;
const OPTIONS = 'width=96,height=64,fit=contain,quality=80,format=webp';

describe('catalogue pictures', () => {
  it('resizes the host picture: webp in the box, cached by browsers for a year', async () => {
    const file = files[0]!;
    const res = await get(t, `/api/images/${OPTIONS}/${file}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-cache')).toBe('MISS');
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 96, 64, true]);
    expect(asked).toContain(`/cs2/images/${file}`);
  });

  it('serves a size again from memory, and another size without fetching again', async () => {
    const file = files[1]!;
    const first = await get(t, `/api/images/${OPTIONS}/${file}`);
    const again = await get(t, `/api/images/${OPTIONS}/${file}`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.body.equals(first.body)).toBe(true);
    // The options in another order are the same picture.
    const reordered = await get(
      t,
      `/api/images/format=webp,quality=80,fit=contain,height=64,width=96/${file}`,
    );
    expect(reordered.headers.get('x-cache')).toBe('HIT');
    const double = await get(t, `/api/images/width=192,height=128/${file}`);
    expect(double.headers.get('x-cache')).toBe('MISS');
    expect((await sharp(double.body).metadata()).width).toBe(192);
    expect(askedFor(file)).toBe(1);
  });

  it('serves a picture at its own size as webp at its bare address', async () => {
    const res = await get(t, `/api/images/${files[2]}`);
    expect(res.status).toBe(200);
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 192]);
  });

  it('serves the pictures the official cases carry', async () => {
    const res = await fetch(`${t.url}/api/cases/recoil-case`);
    const { case: recoil } = (await res.json()) as {
      case: { image: string; items: { image: string }[] };
    };
    expect(recoil.image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.webp$/);
    for (const image of [recoil.image, recoil.items[0]!.image]) {
      const picture = await get(t, image.replace('/api/images/', `/api/images/${OPTIONS}/`));
      expect(picture.status).toBe(200);
    }
  });

  it.each([
    ['width=0', 'options.width: width must be from 1 to 1024'],
    ['width=1025', 'options.width: width must be from 1 to 1024'],
    ['height=12.5', 'options.height:'],
    ['width=abc', 'options.width: width must be a number'],
    ['quality=0', 'options.quality: quality must be from 1 to 100'],
    ['quality=101', 'options.quality: quality must be from 1 to 100'],
    ['fit=fill', 'options.fit: fit must be contain, cover or inside'],
    ['format=gif', 'options.format: format must be webp, avif, png or jpeg'],
    ['dpr=2', 'Unknown field: dpr'],
    ['width=10,width=20', 'options: width is given twice'],
    ['width', 'options: "width" is not name=value'],
    ['width=10,,height=5', 'options: "" is not name=value'],
    ['width=-5', 'options.width: width must be from 1 to 1024'],
  ])('refuses options %s with 400 and asks the host nothing', async (options, message) => {
    const before = asked.length;
    const res = await get(t, `/api/images/${encodeURIComponent(options)}/${files[3]}`);
    expect(res.status).toBe(400);
    const body = JSON.parse(res.body.toString()) as { error: { message: string; code: string } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toContain(message);
    expect(asked.length).toBe(before);
  });

  it('refuses an options segment longer than any valid one', async () => {
    const before = asked.length;
    const res = await get(t, `/api/images/width=${'1'.repeat(120)}/${files[3]}`);
    expect(res.status).toBe(414);
    // The framework's own limit on a path parameter (100 characters) answers first.
    expect(res.body.toString()).toContain('FST_ERR_MAX_PARAM_LENGTH');
    expect(asked.length).toBe(before);
  });

  it('refuses file names that are not catalogue pictures: 400 malformed, 404 unknown', async () => {
    for (const bad of ['..%2Fusers', 'x.webp', `${'A'.repeat(64)}.webp`, `${files[3]}.svg`]) {
      const res = await get(t, `/api/images/${OPTIONS}/${bad}`);
      expect(res.status, bad).toBe(400);
    }
    const unknown = await get(t, `/api/images/${OPTIONS}/${'0'.repeat(64)}.webp`);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).error.message).toMatch(/no catalogue picture/);
    expect(asked.some((url) => url.includes('0'.repeat(64)))).toBe(false);
  });

  it('answers a failing host with 502, and recovers once it is back', async () => {
    const file = files[4]!;
    hostAnswers.set(file, (res) => res.writeHead(500).end('upstream broke'));
    const failed = await get(t, `/api/images/${OPTIONS}/${file}`);
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBeNull();
    expect(JSON.parse(failed.body.toString()).error).toEqual({
      code: 'IMAGE_UNAVAILABLE',
      message: 'This catalogue picture cannot be fetched right now',
    });
    hostAnswers.delete(file);
    const back = await get(t, `/api/images/${OPTIONS}/${file}`);
    expect(back.status).toBe(200);
    expect(askedFor(file)).toBe(2);
  });

  it('answers 404 when the host has no such picture', async () => {
    const file = files[5]!;
    hostAnswers.set(file, (res) => res.writeHead(404).end());
    const res = await get(t, `/api/images/${OPTIONS}/${file}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).error.message).toMatch(/host has no such picture/);
  });

  it('answers 502 when the host sends what is not a picture (metadata read as size 0)', async () => {
    const file = files[6]!;
    hostAnswers.set(file, (res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>moved</html>'),
    );
    const res = await get(t, `/api/images/${OPTIONS}/${file}`);
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString()).error.code).toBe('IMAGE_UNREADABLE');
  });

  it('has an allowance of its own: a page of pictures is not throttled like the API', async () => {
    // This app allows 20 API writes and 200 reads a minute per address; pictures count apart.
    const address = testAddress();
    const reads: number[] = [];
    for (let i = 0; i < 201; i++) reads.push((await get(t, '/health', address)).status);
    expect(reads.at(-1)).toBe(429);
    expect((await get(t, '/api/cases/recoil-case', address)).status).toBe(429);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await get(t, `/api/images/${OPTIONS}/${files[0]}`, address)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe('a site with no image base', () => {
  it('tells the web app pictures are off, and serves none', async () => {
    expect(loadConfig({}).client.catalogueImages).toBe(false);
    expect(loadConfig({ CATALOGUE_IMAGE_BASE: hostBase }).client.catalogueImages).toBe(true);
    const before = asked.length;
    const res = await get(off, `/api/images/${OPTIONS}/${files[0]}`);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).error.code).toBe('IMAGES_OFF');
    expect(asked.length).toBe(before);
  });
});
