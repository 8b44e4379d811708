import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ARTIFACTS, horizontalOverflow } from './layout-check';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';
import { operatorContext } from './operator';
import { keepScreenshot } from './artifact-shot';

/** The operator signed in through the API, in a browser context of its own. */
async function operatorApi(browser: Browser) {
  const context = await operatorContext(browser);
  const request = context.request;
  const made: string[] = [];
  return {
    async announce(body: Record<string, unknown>): Promise<string> {
      const res = await request.post('/api/admin/notifications', {
        data: {
          severity: 'NOTICE',
          expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
          ...body,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      const id = (await res.json()).announcement.id as string;
      made.push(id);
      return id;
    },
    async expire(id: string) {
      const res = await request.post('/api/admin/notifications/expire', { data: { id } });
      expect([200, 409]).toContain(res.status());
    },
    /** Ends every announcement this test made, so no other spec ever sees one. */
    async cleanUp() {
      for (const id of made) await this.expire(id);
      await context.close();
    },
  };
}

/** Resolves once the page's socket has connected (socket.io's namespace "40" packet). */
function socketConnected(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket')
    .then((ws) =>
      ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')),
    );
}

test('an operator announcement reaches a visitor live, stays after a reload and leaves when expired', async ({
  page,
  browser,
}) => {
  const errors = watchForErrors(page);
  const operator = await operatorApi(browser);
  try {
    const connected = socketConnected(page);
    await page.goto('/');
    await connected;

    const title = `Weekend race ${uniqueId()}`;
    const id = await operator.announce({
      audience: 'VISITORS',
      variant: 'TOP_ALERT',
      title,
      message: [
        { type: 'TEXT', value: 'Prize pool of ' },
        { type: 'CURRENCY', amount: 250_000 },
      ],
    });
    const banners = page.getByRole('region', { name: 'Announcements' });
    const banner = banners.getByRole('group', { name: `Notice: ${title}` });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('2,500.00');

    const reconnected = socketConnected(page);
    await page.reload();
    await expect(banner).toBeVisible();
    await reconnected;

    await operator.expire(id);
    await expect(banner).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await operator.cleanUp();
  }
});

test('INBOX announcements wait in the header inbox with an unread count, by keyboard, at 320 px', async ({
  page,
  browser,
}) => {
  const errors = watchForErrors(page);
  const operator = await operatorApi(browser);
  try {
    const title = `Free spins ${uniqueId()}`;
    await operator.announce({
      audience: 'VISITORS',
      variant: 'INBOX',
      title,
      message: 'Claim them today.',
    });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/');

    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    // An INBOX notification is not shown anywhere else.
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);

    await bell.focus();
    await page.keyboard.press('Enter');
    const inbox = page.getByRole('dialog', { name: 'Notifications' });
    await expect(inbox).toBeVisible();
    await expect(inbox.getByTestId('inbox-item').filter({ hasText: title })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }),
    ).toBeVisible();
    const box = await inbox.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await keepScreenshot(page, { path: resolve(ARTIFACTS, 'notification-inbox-320.png') });

    await page.keyboard.press('Escape');
    await expect(inbox).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }),
    ).toBeFocused();
    expect(errors).toEqual([]);
  } finally {
    await operator.cleanUp();
  }
});

test('a dismissed announcement stays dismissed after a reload', async ({ page, browser }) => {
  const errors = watchForErrors(page);
  const operator = await operatorApi(browser);
  try {
    const user = await registerThroughApi(page.request, `ns${uniqueId()}`.slice(0, 16));
    const title = `Maintenance ${uniqueId()}`;
    const id = await operator.announce({
      audience: 'USER',
      targetUserIds: [user.id],
      variant: 'TOP_ALERT',
      severity: 'WARNING',
      title,
      message: 'Withdrawals pause tonight for ten minutes.',
    });

    await page.goto('/');
    const banner = page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('group', { name: `Warning: ${title}` });
    await expect(banner).toBeVisible();

    const saved = page.waitForResponse(
      (res) =>
        res.url().endsWith('/api/notifications/dismiss') && res.request().method() === 'POST',
    );
    await banner.getByRole('button', { name: `Dismiss ${title}` }).click();
    await expect(banner).toBeHidden();
    expect((await saved).status()).toBe(200);

    // Another announcement for the same user shows the list was loaded after the reload.
    const stillThere = `Still there ${uniqueId()}`;
    await operator.announce({
      audience: 'USER',
      targetUserIds: [user.id],
      variant: 'TOP_ALERT',
      title: stillThere,
      message: 'Shown after the reload.',
    });
    await page.reload();
    await expect(page.getByRole('group', { name: `Notice: ${stillThere}` })).toBeVisible();
    await expect(page.getByRole('group', { name: `Warning: ${title}` })).toHaveCount(0);
    const after = await (await page.request.get('/api/notifications')).json();
    expect(after.notifications.map((n: { _id: string }) => n._id)).not.toContain(id);
    expect(errors).toEqual([]);
  } finally {
    await operator.cleanUp();
  }
});
