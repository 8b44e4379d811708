import { describe, expect, it } from 'vitest';
import { parseAutoCashout } from './auto-cashout';

describe('parseAutoCashout', () => {
  it('reads a multiplier as hundredths, with or without an x', () => {
    expect(parseAutoCashout('2.00')).toEqual({ ok: true, value: 200 });
    expect(parseAutoCashout(' 1.01x ')).toEqual({ ok: true, value: 101 });
    expect(parseAutoCashout('2.5')).toEqual({ ok: true, value: 250 });
    expect(parseAutoCashout('1,000')).toEqual({ ok: true, value: 100_000 });
  });

  it('takes an empty field as cashing out by hand', () => {
    expect(parseAutoCashout('  ')).toEqual({ ok: true, value: null });
  });

  it('refuses what the server would refuse', () => {
    expect(parseAutoCashout('1.00')).toEqual({
      ok: false,
      error: 'Auto cash-out must be between 1.01x and 1,000,000.00x',
    });
    expect(parseAutoCashout('2.001').ok).toBe(false);
    expect(parseAutoCashout('two')).toEqual({ ok: false, error: 'Enter a multiplier, e.g. 2.00' });
  });
});
