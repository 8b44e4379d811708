import { expect, type Browser, type Page } from '@playwright/test';
import { ownClientAddress } from './client-address';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// The in-view rule the play pages share (the games' and the case battle's): the canvas and
// the main controls fully in view at scrollY 0, from a 360x640 phone to a 2560x1440 screen;
// the chat button covers no control; on phones every control is a 44 px touch target.

export interface Size {
  width: number;
  height: number;
  phone: boolean;
}

export const SIZES: Size[] = [
  { width: 1440, height: 900, phone: false },
  { width: 1280, height: 720, phone: false },
  // The one range where the chat button floats beside the page (no dock, no bottom bar).
  { width: 1024, height: 768, phone: false },
  { width: 390, height: 844, phone: true },
  { width: 360, height: 640, phone: true },
  { width: 2560, height: 1440, phone: false },
];

export type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A page of its own context at `size`, signed in as a new player (`prefix` + a unique id). */
export async function signedInPage(browser: Browser, size: Size, prefix = 'lay'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    // A phone is a touch screen: no hover, a coarse pointer (no shortcut hints).
    hasTouch: size.phone,
    // Many page loads: they count against this spec's own address, not the next spec's.
    extraHTTPHeaders: ownClientAddress(),
  });
  await registerThroughApi(context.request, `${prefix}${uniqueId()}`);
  return context.newPage();
}

/** The viewport's usable box: what the fixed bottom bar leaves of it. */
export async function usableBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Quick games"]');
    const visible = bar && getComputedStyle(bar).display !== 'none';
    return visible ? bar.getBoundingClientRect().top : window.innerHeight;
  });
}

/** The canvas is drawn (its skeleton gone) and the layout has settled. */
export async function sceneReady(page: Page, canvasLabel: string) {
  await expect(page.locator(`main canvas[aria-label="${canvasLabel}"]`)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('.game-stage[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * The box lies inside the viewport above `bottom`. Soft, a miss is recorded and the test goes
 * on: a layout check then names every edge out of view at once, by how many px.
 */
export async function expectInView(
  page: Page,
  box: Box | null,
  what: string,
  bottom: number,
  { soft = false } = {},
) {
  const check = soft ? expect.soft : expect;
  expect(box, what).not.toBeNull();
  const { width } = page.viewportSize()!;
  check(box!.x, `${what}: left`).toBeGreaterThanOrEqual(0);
  check(box!.y, `${what}: top`).toBeGreaterThanOrEqual(0);
  check(box!.x + box!.width, `${what}: right`).toBeLessThanOrEqual(width);
  check(box!.y + box!.height, `${what}: bottom`).toBeLessThanOrEqual(bottom);
}

/** Every visible control smaller than 44x44 px (in the whole page, not just the view). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, [role="button"], [tabindex="0"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The skip link waits off screen until a keyboard user focuses it.
      if (box.right <= 0 || box.bottom <= 0) continue;
      // A visually hidden control (1 px, clipped) stands for a larger label the user taps.
      if (getComputedStyle(element).clipPath !== 'none' || box.width <= 1) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        small.push(
          `${element.tagName.toLowerCase()}.${element.className} "${name.slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** Every visible control the chat button's box overlaps. */
export async function underChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('.chat-launcher');
    if (!launcher || !launcher.checkVisibility()) return [];
    const l = launcher.getBoundingClientRect();
    // Docked in the phone's bottom bar, it hides only what the bar itself hides: the bar's
    // own links are what it must leave free.
    const bar = document.querySelector<HTMLElement>('nav[aria-label="Quick games"]');
    const barBox = bar?.checkVisibility() ? bar.getBoundingClientRect() : null;
    const inBar =
      barBox !== null &&
      l.top >= barBox.top &&
      l.bottom <= barBox.bottom &&
      l.left >= barBox.left &&
      l.right <= barBox.right;
    const selector = 'a[href], button, input, select, textarea, canvas, [role="button"]';
    const hits: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element === launcher || launcher.contains(element)) continue;
      if (inBar && !bar!.contains(element)) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const b = element.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue;
      if (l.left < b.right && b.left < l.right && l.top < b.bottom && b.top < l.bottom)
        hits.push(`${element.tagName.toLowerCase()}.${element.className}`);
    }
    return hits;
  });
}
