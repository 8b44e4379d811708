import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_CASE_NAME_PATTERN,
  caseSlugSchema,
  communityCaseNameSchema,
} from '../../../shared/contract';
import catalogue from '../cases/catalogue/cs2-cases.json';
import { communitySlug, containsPattern } from './communityRecords';

const validName = fc
  .array(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '))
  .filter((name) => communityCaseNameSchema.safeParse(name).success);

describe('communitySlug', () => {
  it('makes a valid case address of every valid name', () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(COMMUNITY_CASE_NAME_PATTERN.test(name)).toBe(true);
        expect(caseSlugSchema.safeParse(communitySlug(name)).success).toBe(true);
      }),
    );
  });

  it('gives two names one address exactly when they differ only in case', () => {
    fc.assert(
      fc.property(validName, validName, (a, b) => {
        expect(communitySlug(a) === communitySlug(b)).toBe(a.toLowerCase() === b.toLowerCase());
      }),
    );
    expect(communitySlug('Neon Dreams')).toBe('community-neon-dreams');
  });

  it("never meets the address of one of the site's cases, or the site's own pages", () => {
    for (const box of catalogue.cases) expect(box.slug.startsWith('community-')).toBe(false);
    fc.assert(
      fc.property(validName, (name) => {
        expect(['community', 'create', 'creators']).not.toContain(communitySlug(name));
      }),
    );
  });
});

describe('containsPattern', () => {
  it('matches anywhere and takes wildcards literally', () => {
    expect(containsPattern(undefined)).toBeNull();
    expect(containsPattern('')).toBeNull();
    expect(containsPattern('neon')).toBe('%neon%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
