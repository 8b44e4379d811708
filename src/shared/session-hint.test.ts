import { describe, expect, it } from 'vitest';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from './session-hint';

describe('signed-in hint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=1`)).toBe(true);
    expect(hasSignedInHint(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=1; a=b`)).toBe(true);
  });

  it('is absent for a visitor, and a look-alike name is not the hint', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('theme=dark')).toBe(false);
    expect(hasSignedInHint(`not_${SIGNED_IN_HINT_COOKIE}=1`)).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}x=1`)).toBe(false);
  });
});
