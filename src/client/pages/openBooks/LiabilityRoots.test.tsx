// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiabilityRoot } from '../../../shared/contract/liabilities';
import { liabilitiesApi } from '../../features/liabilities/liabilities-api';
import { LiabilityRootsSection } from './LiabilityRoots';

/** Room for a loaded machine: the answer is already there, the render may still be slow. */
const WAIT = { timeout: 5_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ROOTS: LiabilityRoot[] = [
  { root: 'a'.repeat(64), total: 1_234_567, players: 1_250, at: '2026-11-30T02:00:00.000Z' },
  { root: 'b'.repeat(64), total: 1_200_000, players: 1_249, at: '2026-11-30T01:00:00.000Z' },
];

function showWith(answer: Promise<LiabilityRoot[]>) {
  vi.spyOn(liabilitiesApi, 'publishedRoots').mockReturnValue(answer);
  render(
    <MemoryRouter>
      <LiabilityRootsSection />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Proof of liabilities' });
}

describe('the published roots on /open-books', () => {
  it('lists each root, newest first, in a table a screen reader can walk', async () => {
    const section = showWith(Promise.resolve(ROOTS));
    const table = await within(section).findByRole(
      'table',
      { name: 'Published roots, newest first' },
      WAIT,
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Published', 'Owed to players', 'Players', 'Root hash']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Each row is named by its time, read the same wherever the page is opened.
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader').textContent).toBe('2026-11-30 02:00 UTC');
    expect(first.getByRole('rowheader').querySelector('time')?.getAttribute('datetime')).toBe(
      ROOTS[0]!.at,
    );
    expect(rows[0]!.textContent).toContain('12,345.67 gems');
    expect(rows[0]!.textContent).toContain('1,250');
    expect(rows[0]!.textContent).toContain('a'.repeat(64));
    expect(rows[1]!.textContent).toContain('b'.repeat(64));
    // At 320 px the table scrolls inside its own focusable, named box; the hash may break.
    const box = screen.getByRole('region', { name: 'Published proofs of liabilities' });
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(box.className).toBe('open-books__scroll');
    expect(within(table).getByText('a'.repeat(64)).parentElement?.className).toBe(
      'open-books__hash',
    );
  });

  it('says the scheme in plain words and how to check your own', async () => {
    const section = showWith(Promise.resolve(ROOTS));
    await within(section).findByRole('table', {}, WAIT);
    const headings = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'What a proof shows',
      'What it cannot show',
      'Why a negative or overflowing sum fails',
      'Check your own',
    ]);
    expect(section.textContent).toContain('reserves covering the total');
    expect(section.textContent).toContain('A negative leaf could cancel real debts');
    expect(
      within(section)
        .getByRole('link', { name: 'your profile’s fairness tab' })
        .getAttribute('href'),
    ).toBe('/profile/fairness');
    expect(
      within(section).getByText('npx tsx tools/verify-liabilities.ts proof.json'),
    ).toBeTruthy();
  });

  it('says so when nothing is published yet, or the roots cannot be read', async () => {
    const empty = showWith(Promise.resolve([]));
    expect(
      await within(empty).findByText('No proof of liabilities published yet.', {}, WAIT),
    ).toBeTruthy();
    expect(within(empty).queryByRole('table')).toBeNull();
    cleanup();
    const failed = showWith(Promise.reject(new Error('offline')));
    expect((await within(failed).findByRole('alert', {}, WAIT)).textContent).toBe(
      'The published roots could not be loaded.',
    );
    // The scheme stays: it does not hang on the server.
    expect(within(failed).getByText('npx tsx tools/verify-liabilities.ts proof.json')).toBeTruthy();
  });
});
