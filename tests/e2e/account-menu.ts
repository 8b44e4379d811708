import { expect, type Page } from '@playwright/test';

/**
 * Opens the header's account menu and answers its menu. Twice in some 200 runs of a spec
 * under the whole suite's load (and never in 75 tries on a busy page alone), a click on the
 * button left the menu shut, and the next step waited for an item until the test's 60 s ran
 * out without naming why. Opening is checked here: a click that does not open it is tried
 * once more, and the retry is logged with the button's state, so the report says whether
 * the menu never opened or closed again.
 */
export async function openAccountMenu(page: Page, username?: string) {
  // The menu is named by its button.
  const name = username === undefined ? /^Account menu for / : `Account menu for ${username}`;
  const button = page.getByRole('button', { name });
  const menu = page.getByRole('menu', { name });
  await button.click();
  try {
    await expect(menu).toBeVisible({ timeout: 5_000 });
  } catch {
    const expanded = await button.getAttribute('aria-expanded');
    console.log(`account menu: not open 5 s after a click (aria-expanded=${expanded}); again`);
    if (expanded !== 'true') await button.click();
    await expect(menu).toBeVisible();
  }
  return menu;
}
