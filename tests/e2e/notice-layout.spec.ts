import { resolve } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { AT_REST, ARTIFACTS, LAYOUT_WIDTHS } from './layout-check';
import { operatorContext } from './operator';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { keepScreenshot } from './artifact-shot';

// Layouts are judged at rest (layout-check.ts).
test.use(AT_REST);

// A corner alert with an action button, as a new player meets it: opaque, and its button on
// a row of its own, never over the words, at every layout width.

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a corner alert is opaque and its action button never overlaps its text', async ({
  page,
  browser,
}) => {
  const player = await registerThroughApi(page.request, `nl${uniqueId()}`.slice(0, 16));
  const operator = await operatorContext(browser);
  const res = await operator.request.post('/api/admin/notifications', {
    data: {
      title: 'Your level reward is ready',
      message: [
        { type: 'TEXT', value: 'You reached level 2. Your level reward is ready to claim now.' },
        { type: 'ACTION', action: 'inventory' },
      ],
      severity: 'NOTICE',
      variant: 'CORNER_ALERT',
      audience: 'USER',
      targetUserIds: [player.id],
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await operator.close();

  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const alert = page.getByTestId('notification-corner').filter({ hasText: 'level reward' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('opacity', '1');
    const background = await alert.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/); // rgba(...) would let the page show through

    const button = alert.getByRole('link').or(alert.getByRole('button', { name: /inventory/i }));
    const buttonBox = (await button.first().boundingBox())!;
    const textBox = (await alert.locator('.notice__message').boundingBox())!;
    const titleBox = (await alert.locator('.notice__title').boundingBox())!;
    const alertBox = (await alert.boundingBox())!;
    expect(overlaps(buttonBox, textBox)).toBe(false);
    expect(overlaps(buttonBox, titleBox)).toBe(false);
    expect(buttonBox.y).toBeGreaterThanOrEqual(textBox.y + textBox.height);
    expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(alertBox.x + alertBox.width);
    await keepScreenshot(alert, { path: resolve(ARTIFACTS, `notice-layout-${width}.png`) });
  }
});
