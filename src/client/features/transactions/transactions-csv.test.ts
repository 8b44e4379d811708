import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_HEADER, csvAmount, fetchAllEntries, transactionsCsv } from './transactions-csv';
import { transactionsApi } from './transactions-api';

afterEach(() => vi.restoreAllMocks());

const entry = (id: number, amount: number, balanceAfter: number) => ({
  id,
  kind: 'bet',
  amount,
  balanceAfter,
  createdAt: '2025-01-15T12:00:00.000Z',
});

describe('transactions CSV', () => {
  it('writes hundredths as plain signed decimals', () => {
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(-150)).toBe('-1.50');
    expect(csvAmount(1_234_567)).toBe('12345.67');
  });

  it('has the header and one CRLF line per entry, in order', () => {
    expect(transactionsCsv([entry(9, -150, 850), entry(3, 1_000, 1_000)])).toBe(
      `${CSV_HEADER}\r\n` +
        '9,2025-01-15T12:00:00.000Z,bet,-1.50,8.50\r\n' +
        '3,2025-01-15T12:00:00.000Z,bet,10.00,10.00\r\n',
    );
    expect(transactionsCsv([])).toBe(`${CSV_HEADER}\r\n`);
  });

  it('walks every page by the cursor', async () => {
    const list = vi
      .spyOn(transactionsApi, 'list')
      .mockResolvedValueOnce({
        entries: [entry(9, 1, 1), entry(8, 1, 1)],
        nextCursor: 8,
        kinds: [],
      })
      .mockResolvedValueOnce({ entries: [entry(5, 1, 1)], nextCursor: null, kinds: [] });
    expect((await fetchAllEntries('tip')).map((e) => e.id)).toEqual([9, 8, 5]);
    expect(list.mock.calls.map(([page]) => [page.before, page.kind])).toEqual([
      [null, 'tip'],
      [8, 'tip'],
    ]);
  });
});
