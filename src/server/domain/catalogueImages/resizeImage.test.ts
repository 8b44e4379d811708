import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageOptionsSchema } from '../../../shared/contract/catalogueImages';
import { imageSize, resizeImage } from './resizeImage';

const PNG = readFileSync('tests/fixtures/catalogue-images/item.png');
const options = (input: object) => imageOptionsSchema.parse(input);

describe('resizeImage', () => {
  it('letterboxes into the box as webp by default, keeping transparency', async () => {
    const out = await resizeImage(PNG, options({ width: 96, height: 96 }));
    expect(out.contentType).toBe('image/webp');
    expect(out.byteLength).toBe(out.body.byteLength);
    const meta = await sharp(out.body).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 96, 96, true]);
    // The picture is 4:3, so contain leaves the top row of a square box transparent.
    const { data, info } = await sharp(out.body).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(0);
  });

  it('crops with cover, and never enlarges with inside', async () => {
    const cover = await sharp(
      (await resizeImage(PNG, options({ width: 50, height: 100, fit: 'cover' }))).body,
    ).metadata();
    expect([cover.width, cover.height]).toEqual([50, 100]);
    const inside = await sharp(
      (await resizeImage(PNG, options({ width: 1000, fit: 'inside' }))).body,
    ).metadata();
    expect([inside.width, inside.height]).toEqual([256, 192]);
  });

  it('keeps the shape when one side is given', async () => {
    const meta = await sharp((await resizeImage(PNG, options({ width: 128 }))).body).metadata();
    expect([meta.width, meta.height]).toEqual([128, 96]);
  });

  it('encodes every format the contract names', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['avif', 'image/avif'],
    ] as const) {
      const out = await resizeImage(PNG, options({ width: 64, format }));
      expect(out.contentType).toBe(type);
      expect((await sharp(out.body).metadata()).format).toBe(format === 'avif' ? 'heif' : format);
    }
  });

  it('spends fewer bytes at a lower quality', async () => {
    const high = await resizeImage(PNG, options({ width: 256, quality: 95 }));
    const low = await resizeImage(PNG, options({ width: 256, quality: 10 }));
    expect(low.byteLength).toBeLessThan(high.byteLength);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(
      resizeImage(Buffer.from('not a picture'), options({ width: 10 })),
    ).rejects.toThrow();
  });
});

describe('imageSize', () => {
  it('reads the size from the header', async () => {
    const log: string[] = [];
    expect(await imageSize(PNG, (reason) => log.push(reason))).toEqual({ width: 256, height: 192 });
    expect(log).toEqual([]);
  });

  it('logs a failure and answers size 0 (the spec: "logged, size 0 returned")', async () => {
    const log: string[] = [];
    expect(await imageSize(Buffer.from('<html>gone</html>'), (reason) => log.push(reason))).toEqual(
      {
        width: 0,
        height: 0,
      },
    );
    expect(log).toHaveLength(1);
    // A truncated picture: the header is cut short.
    expect(await imageSize(PNG.subarray(0, 20), (reason) => log.push(reason))).toEqual({
      width: 0,
      height: 0,
    });
    expect(log).toHaveLength(2);
  });
});
