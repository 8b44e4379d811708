import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

export const ARTIFACTS = resolve(import.meta.dirname, '.artifacts');
export const LAYOUT_WIDTHS = [320, 768, 1440] as const;

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
 * Each page renders its h1 without horizontal overflow at every layout width, and a
 * full-page screenshot of it is kept as an artifact. The widths run in tabs of their own at
 * once: each check mostly waits for the page to settle.
 */
export function testNoOverflow(title: string, pages: ReadonlyArray<readonly [string, string]>) {
  test(`${title} at ${LAYOUT_WIDTHS.join(', ')} px`, async ({ context }) => {
    await Promise.all(
      LAYOUT_WIDTHS.map(async (width) => {
        const page = await context.newPage();
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of pages) {
          await page.goto(path);
          await expect(
            page.getByRole('heading', { level: 1 }),
            `${path} at ${width}px`,
          ).toBeVisible();
          await page.waitForLoadState('networkidle');
          const { scrollWidth, innerWidth } = await horizontalOverflow(page);
          expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(innerWidth);
          await page.screenshot({
            path: resolve(ARTIFACTS, `${name}-${width}.png`),
            fullPage: true,
          });
        }
      }),
    );
  });
}
