import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress, worthCompressing } from './precompress-plugin';

describe('precompressed build files', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('compresses scripts, styles and drawings, not pictures, the page or small files', () => {
    expect(worthCompressing('assets/index-abc.js', 300_000)).toBe(true);
    expect(worthCompressing('assets/index-abc.css', 20_000)).toBe(true);
    expect(worthCompressing('assets/recoil-case-abc.svg', 4_000)).toBe(true);
    expect(worthCompressing('assets/library-abc.json', 180_000)).toBe(true);
    expect(worthCompressing('assets/knife-abc.png', 300_000)).toBe(false);
    expect(worthCompressing('assets/knife-abc.webp', 300_000)).toBe(false);
    expect(worthCompressing('index.html', 5_000)).toBe(false);
    expect(worthCompressing('.vite/manifest.json', 50_000)).toBe(false);
    expect(worthCompressing('build.json', 40)).toBe(false);
  });

  it('writes a brotli and a gzip copy that give back the file byte for byte', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const odds = [1, 2, 3];\n'.repeat(500);
    writeFileSync(join(dir, 'assets/app-abc.js'), script);
    writeFileSync(join(dir, 'assets/tiny-abc.js'), 'export {};\n');
    writeFileSync(join(dir, 'assets/photo-abc.png'), Buffer.alloc(4096, 7));

    const written = await precompress(dir, [
      'assets/app-abc.js',
      'assets/tiny-abc.js',
      'assets/photo-abc.png',
    ]);

    expect(written).toBe(2);
    const br = readFileSync(join(dir, 'assets/app-abc.js.br'));
    const gz = readFileSync(join(dir, 'assets/app-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    for (const left of ['assets/tiny-abc.js', 'assets/photo-abc.png'])
      for (const suffix of ['.br', '.gz']) expect(existsSync(join(dir, left + suffix))).toBe(false);
  });

  it('keeps no copy that would be larger than the file', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    // Random bytes do not compress: a copy would only add its headers.
    const noise = randomBytes(4096);
    writeFileSync(join(dir, 'noise-abc.js'), noise);
    expect(await precompress(dir, ['noise-abc.js'])).toBe(0);
    expect(existsSync(join(dir, 'noise-abc.js.br'))).toBe(false);
  });
});
