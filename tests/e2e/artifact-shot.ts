/**
 * Keeps a screenshot in tests/e2e/.artifacts for a person to look at; no test reads it. CI's
 * clean clone is thrown away with them, and each took 120 to 460 ms of the browser's CPU
 * (161 a run, in a suite bound by CPU): there they are taken only with E2E_SCREENSHOTS=1. A
 * failing test's screenshot is Playwright's own (`screenshot: 'only-on-failure'`) either way.
 */
export const KEEP_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

interface Shooter<O> {
  screenshot(options: O): Promise<unknown>;
}

/** `target.screenshot(options)`, where screenshots are kept (above). */
export async function keepScreenshot<O>(target: Shooter<O>, options: O): Promise<void> {
  if (KEEP_SCREENSHOTS) await target.screenshot(options);
}
