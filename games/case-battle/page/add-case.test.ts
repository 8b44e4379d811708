import { describe, expect, it } from 'vitest';
import { matchesCaseSearch } from './add-case';

const official = { name: 'Recoil Case', creator: null };
const community = {
  name: 'Neon Dreams',
  creator: { id: 'u-1', username: 'Alice', avatar: null, level: 3 },
};

describe('matchesCaseSearch', () => {
  it('matches the name or the creator, every word, ignoring case', () => {
    expect(matchesCaseSearch(official, '')).toBe(true);
    expect(matchesCaseSearch(official, 'recoil')).toBe(true);
    expect(matchesCaseSearch(official, 'RECOIL case')).toBe(true);
    expect(matchesCaseSearch(official, 'dreams')).toBe(false);
    expect(matchesCaseSearch(community, 'alice neon')).toBe(true);
    expect(matchesCaseSearch(community, 'bob')).toBe(false);
  });
});
