// Types only: the contract's zod schemas stay out of the client bundle.
import type { LedgerEntry } from '../../../shared/contract/profile';
import { EXPORT_PAGE, transactionsApi } from './transactions-api';

export const CSV_HEADER = 'id,date,kind,amount,balance_after';

/** Hundredths as a plain decimal (-1.50): spreadsheets read it, no gem sign or separators. */
export function csvAmount(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The entries as CSV (RFC 4180 lines); kinds are [a-z0-9-], so no field needs quoting. */
export function transactionsCsv(entries: readonly LedgerEntry[]): string {
  const lines = entries.map((entry) =>
    [
      entry.id,
      entry.createdAt,
      entry.kind,
      csvAmount(entry.amount),
      csvAmount(entry.balanceAfter),
    ].join(','),
  );
  return [CSV_HEADER, ...lines].join('\r\n') + '\r\n';
}

/**
 * Every entry of one kind (or all), newest first, walked page by page with the same cursor
 * the tab uses: entries posted meanwhile are newer than the first page, so none repeats.
 */
export async function fetchAllEntries(kind: string | null): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let before: number | null = null;
  do {
    const page = await transactionsApi.list({ before, kind, limit: EXPORT_PAGE });
    entries.push(...page.entries);
    before = page.nextCursor;
  } while (before !== null);
  return entries;
}

/** Hands the CSV to the browser as a file download. */
export function downloadCsv(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
