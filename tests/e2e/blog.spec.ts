import { expect, test, type APIRequestContext } from '@playwright/test';
import { horizontalOverflow } from './layout-check';
import { operatorContext } from './operator';
import { watchForErrors } from './page-errors';
import { uniqueId } from './unique-id';

const HOSTILE_BODY = [
  'Intro with **bold** words.',
  '',
  '<script>alert(1)</script>',
  '',
  '<img src=x onerror=alert(2)>',
  '',
  '[Fairness](/fairness)',
].join('\n');

const run = uniqueId();
const hostileSlug = `hostile-${run}`;
const made: string[] = [];
let operator: APIRequestContext;

/** Writes and publishes a post as the operator. */
async function publish(slug: string, title: string, body: string) {
  const created = await operator.post('/api/admin/blog/posts', {
    data: { slug, title, summary: `Summary of ${title}`, body, coverImageUrl: null, author: 'QA' },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()).post as { id: string };
  made.push(id);
  const published = await operator.post('/api/admin/blog/posts/publish', {
    data: { id, published: true },
  });
  expect(published.status(), await published.text()).toBe(200);
}

test.beforeAll(async ({ browser }) => {
  operator = (await operatorContext(browser)).request;
  await publish(hostileSlug, 'Hostile markup', HOSTILE_BODY);
  // Nine more: ten posts at least, so the list needs a second page.
  for (let n = 0; n < 9; n++) await publish(`filler-${run}-${n}`, `Filler ${n}`, 'Words.');
});

test.afterAll(async () => {
  for (const id of made) await operator.post('/api/admin/blog/posts/delete', { data: { id } });
});

test('a post shows HTML from its Markdown as text and runs none of it', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors = watchForErrors(page);
  await page.goto(`/blog/${hostileSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hostile markup' })).toBeVisible();
  const body = page.locator('.blog-post__body');
  await expect(body.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(body.getByText('<img src=x onerror=alert(2)>')).toBeVisible();
  await expect(body.locator('strong')).toHaveText('bold');
  await expect(body.locator('script, img')).toHaveCount(0);
  await expect(body.getByRole('link', { name: 'Fairness' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await page.waitForLoadState('networkidle');
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('the list shows nine posts a page and links to the next', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.locator('.blog-card')).toHaveCount(9);
  await expect(page.getByRole('link', { name: 'Filler 8' })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('link', { name: 'Older' }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /Hostile markup/ })).toBeVisible();
  await page.getByRole('link', { name: /Hostile markup/ }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${hostileSlug}$`));
});

test('the list and a post fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/blog', `/blog/${hostileSlug}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
});
