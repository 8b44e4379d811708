import { test as base, type Page } from '@playwright/test';

// One probe page (?probe) per worker, shared by the tests that step scenes by hand: booting
// Chromium's page, Phaser and software WebGL took about a second of each test. Before each
// test the page is as a new one would be: no scene mounted (the next show() mounts anew) and
// no emulated media. The stage keeps Phaser loaded across scenes, as the site does.
// After a failed test Playwright starts a new worker, so a broken page is not passed on.

export const test = base.extend<object, { probeTab: Page }>({
  probeTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport });
      const tab = await context.newPage();
      await tab.goto('/?probe');
      await tab.waitForFunction(() => window.__sceneProbe !== undefined);
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ probeTab }, use) => {
    await probeTab.emulateMedia({ reducedMotion: null });
    await probeTab.evaluate(() => window.__sceneProbe!.reset());
    await use(probeTab);
  },
});

export { expect } from '@playwright/test';
