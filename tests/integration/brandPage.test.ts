import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS, type BrandId } from '../../src/shared/brands';
import { parseClientConfig } from '../../src/shared/client-config';
import { loadConfig } from '../../src/server/config';
import { type TestApp, startTestApp } from '../helpers/testApp';

// The real page template: the served page must find its title, icon and note in it.
const INDEX = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const PUBLIC = join(import.meta.dirname, '../../public');

describe.each(['gemdrop', 'gemdrop-cs2'] as BrandId[])('the page served as %s', (id) => {
  const brand = BRANDS[id];
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'brand-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    // The build copies public/ beside index.html.
    copyFileSync(join(PUBLIC, brand.favicon), join(dir, brand.favicon));
    const config = loadConfig({ NODE_ENV: 'test', SITE_BRAND: id });
    t = await startTestApp({
      serveClient: true,
      clientDir: dir,
      client: config.client,
      brand: config.brand,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('names the brand, links its icon and paints its accent before any script', async () => {
    for (const path of ['/', '/crash', '/no-such-page']) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      expect(html, path).toContain(
        `<title>${brand.name}: CS2 case opening, battles and games</title>`,
      );
      expect(html, path).toContain(
        `<link rel="icon" type="image/svg+xml" href="${brand.favicon}" />`,
      );
      expect(html, path).toContain(`${brand.name} needs JavaScript to run.`);
      const style = /<style id="brand-colors">(.*?)<\/style>/s.exec(html)?.[1];
      expect(style, path).toContain(`--color-brand:${brand.colors['--color-brand']}`);
      // Before the app's first script, so the first paint has it.
      expect(html.indexOf('id="brand-colors"'), path).toBeLessThan(
        html.indexOf('<script type="module"'),
      );
      const settings = /<script type="application\/json" id="client-config">(.*?)<\/script>/s.exec(
        html,
      )?.[1];
      expect(parseClientConfig(JSON.parse(settings!)).brand, path).toBe(id);
    }
  });

  it('serves the brand icon the page links', async () => {
    const res = await fetch(`${t.url}${brand.favicon}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await res.text()).toBe(readFileSync(join(PUBLIC, brand.favicon), 'utf8'));
  });

  it('titles the API document with the brand', async () => {
    const doc = (await (await fetch(`${t.url}/docs/openapi.json`)).json()) as {
      info: { title: string };
    };
    expect(doc.info.title).toBe(`${brand.name} API`);
  });
});
