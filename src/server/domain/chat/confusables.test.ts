import { describe, expect, it } from 'vitest';
import { latinSkeleton } from './confusables';

describe('latinSkeleton', () => {
  it('maps Cyrillic and Greek look-alikes to the Latin name they imitate', () => {
    expect(latinSkeleton('аdmin')).toBe('admin'); // Cyrillic а
    expect(latinSkeleton('ореrаtоr')).toBe('operator');
    expect(latinSkeleton('Αdmin')).toBe('admin'); // Greek Alpha
  });

  it('drops accents', () => {
    expect(latinSkeleton('ädmïn')).toBe('admin');
  });

  it('answers null for names that imitate no Latin name', () => {
    expect(latinSkeleton('Привет')).toBeNull();
    expect(latinSkeleton('日本')).toBeNull();
  });
});
