import { expect, type Page } from '@playwright/test';

/** A path no route has: the 404 page names it, so its leaving shows the next route came. */
const BETWEEN = '/in-app/between-routes';

const push = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);

/**
 * Goes to `path` inside the running app, as a link or the Back button would: the router
 * renders the route without reloading the page. For sweeps over many routes, where a full
 * load per route would spend most of its time starting the app again; that the server
 * answers each route with the app is tested in tests/integration/clientPage.test.ts.
 * It passes through the 404 page first, so the route's heading is its own, never the last
 * route's.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await push(page, BETWEEN);
  await expect(page.getByText(`Page not found: ${BETWEEN}`)).toBeVisible();
  await push(page, path);
  await expect(page.getByText(`Page not found: ${BETWEEN}`)).toBeHidden();
}

/**
 * Watches the page's HTTP requests (the socket aside): `quiet()` waits until none has been
 * in flight for `ms`, as Playwright's networkidle does for a full load.
 */
export function requestWatch(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (url: string) => !url.includes('/socket.io/');
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight++;
    lastChange = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (!counted(request.url())) return;
    inFlight--;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: (ms = 500) =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - lastChange >= ms, { intervals: [100] })
        .toBe(true),
  };
}
