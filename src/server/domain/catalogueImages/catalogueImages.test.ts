import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageOptionsSchema } from '../../../shared/contract/catalogueImages';
import catalogue from '../cases/catalogue/cs2-cases.json';
import { CatalogueImages } from './catalogueImages';
import { type CatalogueImageSource, ImageSourceError } from './imageSource';

// The service over an in-memory source (the HTTP adapter has its own tests, and the route's
// integration test runs both against a local host).
const PNG = readFileSync('tests/fixtures/catalogue-images/item.png');
const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const FILES = catalogue.items.slice(0, 3).map((item) => fileOf(item.image));
const options = (input: object) => imageOptionsSchema.parse(input);

function memorySource(answer: (path: string) => Uint8Array | Error = () => PNG) {
  const asked: string[] = [];
  const source: CatalogueImageSource = {
    name: 'memory',
    async fetch(path) {
      asked.push(path);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const result = answer(path);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return { source, asked };
}

function service(source: CatalogueImageSource | null, cacheBytes = 1_000_000) {
  const logged: { path: string; reason: string }[] = [];
  const images = new CatalogueImages(source, { cacheBytes, log: (f) => logged.push(f) });
  return { images, logged };
}

describe('CatalogueImages', () => {
  it('fetches a picture once for every size, and serves a size again from memory', async () => {
    const { source, asked } = memorySource();
    const { images } = service(source);
    const small = await images.picture(FILES[0]!, options({ width: 96, height: 64 }));
    const large = await images.picture(FILES[0]!, options({ width: 192, height: 128 }));
    const again = await images.picture(FILES[0]!, options({ width: 96, height: 64 }));
    expect([small.cached, large.cached, again.cached]).toEqual([false, false, true]);
    expect(again.image.body.equals(small.image.body)).toBe(true);
    expect(asked).toEqual([catalogue.items[0]!.image]);
  });

  it('shares one fetch and one resize among requests that arrive together', async () => {
    const { source, asked } = memorySource();
    const { images } = service(source);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => images.picture(FILES[1]!, options({ width: 64 }))),
    );
    expect(asked).toHaveLength(1);
    expect(new Set(answers.map((a) => a.image)).size).toBe(1);
  });

  it('forgets the least recently used pictures past its bytes, and fetches them again', async () => {
    const { source, asked } = memorySource();
    // Room for one original, or its resized copies: each new picture pushes the last out.
    const { images } = service(source, PNG.byteLength + 100);
    await images.picture(FILES[0]!, options({ width: 64 }));
    await images.picture(FILES[1]!, options({ width: 64 }));
    await images.picture(FILES[0]!, options({ width: 64 }));
    expect(asked).toHaveLength(3);
  });

  it('serves only the pictures the catalogue names', async () => {
    const { source, asked } = memorySource();
    const { images } = service(source);
    await expect(images.picture(`${'0'.repeat(64)}.webp`, options({}))).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(asked).toEqual([]);
  });

  it('answers 404 without a source: the site serves no pictures', async () => {
    const { images } = service(null);
    expect(images.enabled).toBe(false);
    await expect(images.picture(FILES[0]!, options({}))).rejects.toMatchObject({
      status: 404,
      code: 'IMAGES_OFF',
    });
  });

  it('logs a failure, answers it, and tries the host again next time', async () => {
    let down = true;
    const { source, asked } = memorySource(() =>
      down ? new ImageSourceError('failed', 'host answered 503') : PNG,
    );
    const { images, logged } = service(source);
    await expect(images.picture(FILES[2]!, options({}))).rejects.toMatchObject({
      status: 502,
      code: 'IMAGE_UNAVAILABLE',
    });
    expect(logged).toEqual([{ path: catalogue.items[2]!.image, reason: 'host answered 503' }]);
    down = false;
    expect((await images.picture(FILES[2]!, options({}))).cached).toBe(false);
    expect(asked).toHaveLength(2);
  });

  it('answers 404 for a picture the host does not have', async () => {
    const { source } = memorySource(() => new ImageSourceError('missing', 'answered 404'));
    const { images, logged } = service(source);
    await expect(images.picture(FILES[0]!, options({}))).rejects.toMatchObject({ status: 404 });
    expect(logged).toHaveLength(1);
  });

  it('logs unreadable bytes as a metadata failure (size 0) and answers 502', async () => {
    const { source } = memorySource(() => Buffer.from('<html>moved</html>'));
    const { images, logged } = service(source);
    await expect(images.picture(FILES[0]!, options({ width: 32 }))).rejects.toMatchObject({
      status: 502,
      code: 'IMAGE_UNREADABLE',
    });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.reason).toMatch(/^metadata: /);
  });
});
