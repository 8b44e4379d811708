import { expect, test, type Page } from '@playwright/test';
import { type Brand, BRANDS } from '../../src/shared/brands';
import { type BrandServer, startBrandServer } from './brand-server';
import { watchForErrors } from './page-errors';

// The suite's server runs the default brand; the second runs beside it on the next port.
const SECOND_PORT = Number(process.env.E2E_BRAND_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1);

const SIZES = [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const PAGES = [
  { path: '/', title: (brand: Brand) => `${brand.name}: CS2 case opening, battles and games` },
  { path: '/mines', title: (brand: Brand) => `Mines · ${brand.name}` },
] as const;

/** `#f5b100` as the browser computes a colour: `rgb(245, 177, 0)`. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function expectBrand(page: Page, brand: Brand, origin: string, wide: boolean) {
  const home = page
    .getByRole('banner')
    .getByRole('link', { name: `${brand.name} home`, exact: true });
  await expect(home).toBeVisible();
  const mark = home.locator('.logo__mark');
  await expect(mark).toBeVisible();
  // The second brand's mark carries CS2 at every size; the default's carries no badge.
  await expect(mark.locator('text')).toHaveText(brand.logo.badge ? [brand.logo.badge] : []);
  const badge = home.locator('.logo__badge');
  if (brand.logo.badge && wide) await expect(badge).toHaveText(brand.logo.badge);
  else await expect(badge).toBeHidden();

  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brand.favicon);
  const icon = await page.request.get(`${origin}${brand.favicon}`);
  expect(icon.ok()).toBe(true);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');

  const accent = brand.colors['--color-brand'];
  const token = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
  );
  expect(token).toBe(accent);
  if (wide) await expect(home.locator('.logo__word-accent')).toHaveCSS('color', rgbOf(accent));

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link')).toHaveCount(
    brand.social.length,
  );
  await expect(
    footer.getByRole('link', { name: brand.social[0]!.label, exact: true }),
  ).toHaveAttribute('href', brand.social[0]!.href);
}

for (const id of ['gemdrop', 'gemdrop-cs2'] as const) {
  const brand = BRANDS[id];
  test.describe(`the ${id} brand`, () => {
    let server: BrandServer | undefined;
    let origin = '';

    test.beforeAll(async ({ baseURL }) => {
      if (id === 'gemdrop') {
        origin = baseURL!;
        return;
      }
      // A fresh data folder: the first start migrates it (measured 5-15 s, more on a busy machine).
      test.setTimeout(150_000);
      server = await startBrandServer(id, SECOND_PORT);
      origin = server.origin;
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    for (const size of SIZES) {
      test.describe(size.name, () => {
        test.use({ viewport: size.viewport });

        test(`shows ${brand.name} on the lobby and a game page`, async ({ page }) => {
          const errors = watchForErrors(page);
          for (const { path, title } of PAGES) {
            await page.goto(`${origin}${path}`);
            // A game page's code loads on first visit: a cold one can take a while.
            await expect(page, path).toHaveTitle(title(brand), { timeout: 30_000 });
            await expectBrand(page, brand, origin, size.viewport.width >= 640);
          }
          expect(errors).toEqual([]);
        });
      });
    }
  });
}
