import { expect, test } from '@playwright/test';
import { watchForErrors } from './page-errors';
import { registerThroughApi } from './register-api';
import { uniqueId } from './unique-id';

// A case opening can be checked by anyone: after the seed is revealed, the verifier page
// recomputes the ticket in the browser and names the same item the server paid.
test('a case opening verifies in the browser from its revealed seed', async ({ page }) => {
  const errors = watchForErrors(page);
  await registerThroughApi(page.request, `cv${uniqueId()}`.slice(0, 16));
  const { cases } = await (await page.request.get('/api/cases')).json();
  const box = cases[0] as { slug: string; name: string };
  const opened = await page.request.post(`/api/cases/${box.slug}/open`, { data: { count: 2 } });
  expect(opened.status(), await opened.text()).toBe(200);
  const [, second] = (await opened.json()).openings as {
    ticket: number;
    item: { name: string };
    fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  }[];
  const rotated = await page.request.post('/api/fairness/seeds/rotate', {
    data: { clientSeed: 'after-cases' },
  });
  const { revealed } = await rotated.json();
  expect(revealed.serverSeedHash).toBe(second!.fairness.serverSeedHash);

  const query = new URLSearchParams({
    serverSeed: revealed.serverSeed,
    serverSeedHash: revealed.serverSeedHash,
    clientSeed: second!.fairness.clientSeed,
    nonce: String(second!.fairness.nonce),
    case: box.slug,
  });
  await page.goto(`/fairness/case-opening?${query}`);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Verify a case opening' }),
  ).toBeVisible();
  const verdict = page.getByTestId('verifier-result');
  await expect(verdict).toContainText('The server seed matches its hash');
  await expect(verdict).toContainText(
    `Ticket ${second!.ticket.toLocaleString('en-US')} of 100,000`,
  );
  await expect(verdict).toContainText(second!.item.name);
  await expect(page.getByLabel('Case', { exact: true })).toHaveValue(box.slug);
  expect(errors).toEqual([]);
});
