import { expect, test } from '@playwright/test';

// The region lock, seen the way README's "Seeing the region lock" describes: the e2e server
// trusts the loopback proxy (TRUST_PROXY in playwright.config.ts), so a browser whose requests
// carry X-Forwarded-For with a public address is that address's visitor to the server.

/** 8.8.8.8 is in the United States for the shipped GeoLite2 data; US is restricted by default. */
const US_ADDRESS = '8.8.8.8';
/** 193.99.144.80 is in Germany, which the default list does not restrict. */
const DE_ADDRESS = '193.99.144.80';

test.describe('region lock', () => {
  test.describe('from a restricted country', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': US_ADDRESS } });

    test('covers the site with the overlay, which Escape does not close', async ({ page }) => {
      await page.goto('/');
      const overlay = page.getByRole('dialog', { name: 'Unavailable in Your Region (US)' });
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText('cannot accept users from your country (US)');
      await expect(overlay.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await page.keyboard.press('Escape');
      await expect(overlay).toBeVisible();
    });
  });

  test.describe('from an allowed country', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': DE_ADDRESS } });

    test('shows no overlay', async ({ page }) => {
      // The region check comes with the page's start-up read (GET /api/startup).
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/startup'));
      await page.goto('/');
      const startup = (await (await answer).json()) as { compliance: unknown };
      expect(startup.compliance).toEqual({ restricted: false, country: 'DE' });
      await expect(page.getByRole('dialog', { name: /Unavailable in Your Region/ })).toHaveCount(0);
    });
  });
});
