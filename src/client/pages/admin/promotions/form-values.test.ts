import { describe, expect, it } from 'vitest';
import { gemsToHundredths, idList, localToIso, wholeNumber } from './form-values';

describe('promotion form values', () => {
  it('reads gems as hundredths, exactly', () => {
    expect(gemsToHundredths('25')).toBe(2_500);
    expect(gemsToHundredths(' 0.1 ')).toBe(10);
    expect(gemsToHundredths('19.99')).toBe(1_999);
    expect(gemsToHundredths('1.999')).toBeNaN();
    expect(gemsToHundredths('-1')).toBeNaN();
    expect(gemsToHundredths('')).toBeNaN();
  });

  it('reads whole numbers, dates and id lists', () => {
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber('1.5')).toBeNaN();
    expect(localToIso('')).toBeNull();
    expect(localToIso('2030-01-02T03:04')).toBe(new Date('2030-01-02T03:04').toISOString());
    expect(localToIso('garbage')).toBe('garbage');
    expect(idList('a, b\nc  d')).toEqual(['a', 'b', 'c', 'd']);
  });
});
