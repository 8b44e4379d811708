import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../games/fair';
import { commitmentCheck } from './verify';

describe('in-browser verification', () => {
  it('checks a revealed seed against its hash', () => {
    const seed = 'ab'.repeat(32);
    expect(commitmentCheck(seed, sha256Hex(seed))).toBe(true);
    expect(commitmentCheck(seed, sha256Hex(seed).toUpperCase())).toBe(true);
    expect(commitmentCheck(seed, sha256Hex('other'))).toBe(false);
    expect(commitmentCheck(seed, '')).toBeNull();
  });
});
