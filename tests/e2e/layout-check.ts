import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { goInApp, requestWatch } from './in-app';
import { keepScreenshot } from './artifact-shot';

export const ARTIFACTS = resolve(import.meta.dirname, '.artifacts');
export const LAYOUT_WIDTHS = [320, 768, 1440] as const;

/**
 * Layout is judged at rest: a sweep over pages and sizes asks for reduced motion, so the
 * browser's software compositor draws no page transitions or shimmers between its checks (its
 * GPU process spent half the CPU on a route sweep without, measured). A player who asks for
 * reduced motion sees these same layouts; motion has its own checks (the scene suite, and the
 * journeys, which play at the default).
 */
export const AT_REST = { reducedMotion: 'reduce' } as const;

/** How wide the document is against the viewport: wider means horizontal scrolling. */
export async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
}

/**
 * One test: each page renders its h1 without horizontal overflow at every layout width, and
 * a full-page screenshot of it at each is kept as an artifact (outside CI: artifact-shot.ts).
 * The first page loads in full, the others are reached inside the app (tests/e2e/in-app.ts),
 * as a link reaches them; each page is then resized through the widths, which lays it out
 * again as a load at that width would, at a fraction of the cost.
 */
export function testNoOverflow(title: string, pages: ReadonlyArray<readonly [string, string]>) {
  test.describe(() => {
    test.use(AT_REST);
    test(`${title} (${LAYOUT_WIDTHS.join(', ')} px)`, async ({ page }) => {
      // The minute each width had as a test of its own.
      test.setTimeout(60_000 * LAYOUT_WIDTHS.length);
      await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 900 });
      const requests = requestWatch(page);
      for (const [index, [name, path]] of pages.entries()) {
        if (index === 0) await page.goto(path);
        else await goInApp(page, path);
        for (const width of LAYOUT_WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // A width can ask for more (another image size, a lazy part coming into view).
          await requests.quiet();
          const { scrollWidth, innerWidth } = await horizontalOverflow(page);
          expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(innerWidth);
          await keepScreenshot(page, {
            path: resolve(ARTIFACTS, `${name}-${width}.png`),
            fullPage: true,
          });
        }
      }
    });
  });
}
