import { expect, test } from '@playwright/test';
import { horizontalOverflow } from './layout-check';
import { operatorContext } from './operator';
import { watchForErrors } from './page-errors';
import { uniqueId } from './unique-id';

// The blog from the back office, on a 320 px screen: an operator writes a post and watches
// the preview draw it, publishes it, a visitor reads it, then the operator takes it back to
// draft and the visitor's address for it is gone.
test('an operator writes a post with its preview, publishes it for visitors, then takes it back', async ({
  browser,
}) => {
  const run = uniqueId();
  const title = `Content journey ${run}`;
  const slug = `content-journey-${run}`;
  const operator = await operatorContext(browser);
  const page = await operator.newPage();
  await page.setViewportSize({ width: 320, height: 800 });
  const errors = watchForErrors(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Content' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Content');

  await page.getByRole('button', { name: 'New post' }).click();
  const form = page.getByRole('form', { name: 'New post' });
  await form.getByLabel('Title').fill(title);
  await expect(form.getByLabel('Slug')).toHaveValue(slug);
  await form.getByLabel('Summary').fill('Written and published from the back office.');
  await form.getByLabel('Author').fill('QA');
  await form.getByLabel('Body (Markdown)').fill('## What is new\n\nDrops are **faster**.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 2, name: 'What is new' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('faster');
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`Draft “${title}” saved.`)).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  await page.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(page.getByText(`“${title}” is published on /blog/${slug}.`)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.locator('.blog-post__body strong')).toHaveText('faster');

  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await expect(page.getByText(`“${title}” is back to a draft`)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  // The run leaves no post behind.
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText(`“${title}” is deleted.`)).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.close();
  await operator.close();
});
