import type { Page } from '@playwright/test';

/**
 * Collects the page's uncaught exceptions and console errors. Chromium logs every 4xx
 * answer as a console error, and these flows expect some (a refused form, a session ended
 * elsewhere), so those lines are left out.
 */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 4'))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}
