import { describe, expect, it } from 'vitest';
import { nextSort, parseTableSort, sortRows } from './table-sort';

describe('table sort', () => {
  it('reads only an allowed column and a direction', () => {
    expect(parseTableSort('name.asc', ['name'])).toEqual({ column: 'name', direction: 'asc' });
    expect(parseTableSort('created.at.desc', ['created.at'])).toEqual({
      column: 'created.at',
      direction: 'desc',
    });
    for (const bad of ['name', 'name.up', '.asc', 'other.asc', ''])
      expect(parseTableSort(bad, ['name']), bad).toBeNull();
  });

  it('turns the same column around and starts another at its first direction', () => {
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({
      column: 'a',
      direction: 'desc',
    });
    expect(nextSort({ column: 'a', direction: 'desc' }, 'a')).toEqual({
      column: 'a',
      direction: 'asc',
    });
    expect(nextSort({ column: 'a', direction: 'asc' }, 'b', 'desc')).toEqual({
      column: 'b',
      direction: 'desc',
    });
    expect(nextSort(null, 'b')).toEqual({ column: 'b', direction: 'asc' });
  });

  it('sorts a complete list by numbers or text (any case), ties by id', () => {
    const rows = [
      { id: 'c', name: 'bob', n: 2 },
      { id: 'a', name: 'Bob', n: 1 },
      { id: 'b', name: 'alice', n: 2 },
    ];
    const value = (row: (typeof rows)[number], column: string) =>
      column === 'n' ? row.n : row.name;
    const ids = (sorted: typeof rows) => sorted.map((r) => r.id).join('');
    expect(ids(sortRows(rows, { column: 'n', direction: 'asc' }, value, (r) => r.id))).toBe('abc');
    expect(ids(sortRows(rows, { column: 'n', direction: 'desc' }, value, (r) => r.id))).toBe('cba');
    expect(ids(sortRows(rows, { column: 'name', direction: 'asc' }, value, (r) => r.id))).toBe(
      'bac',
    );
    expect(ids(sortRows(rows, null, value, (r) => r.id))).toBe('cab');
  });
});
