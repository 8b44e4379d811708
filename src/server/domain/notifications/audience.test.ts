import { describe, expect, it } from 'vitest';
import { MAX_TARGET_USERS, audienceProblem, isNewAccount, reaches } from './audience';
import type { NotificationAudience } from '../events';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

const visitor = { userId: null, isNewAccount: false };
const alice = { userId: ALICE, isNewAccount: false };
const newAlice = { userId: ALICE, isNewAccount: true };
const bob = { userId: BOB, isNewAccount: false };

const to = (audience: NotificationAudience, targetUserIds: string[] = []) => ({
  audience,
  targetUserIds,
});

describe('reaches', () => {
  it.each([
    ['EVERYONE', [], visitor, true],
    ['EVERYONE', [], alice, true],
    ['VISITORS', [], visitor, true],
    ['VISITORS', [], alice, false],
    ['NEW_USERS', [], newAlice, true],
    ['NEW_USERS', [], alice, false],
    ['NEW_USERS', [], visitor, false],
    ['USER', [ALICE], alice, true],
    ['USER', [ALICE], bob, false],
    ['USER', [ALICE], visitor, false],
    ['USERS', [ALICE, BOB], bob, true],
    ['USERS', [ALICE], bob, false],
    ['USERS', [ALICE], visitor, false],
  ] as const)('%s %j reaches %j: %s', (audience, targets, viewer, expected) => {
    expect(reaches(to(audience, [...targets]), viewer)).toBe(expected);
  });
});

describe('isNewAccount', () => {
  const now = new Date('2030-01-10T00:00:00Z');
  it('counts accounts younger than the given days', () => {
    expect(isNewAccount(new Date('2030-01-03T00:00:01Z'), now, 7)).toBe(true);
    expect(isNewAccount(new Date('2030-01-03T00:00:00Z'), now, 7)).toBe(false);
    expect(isNewAccount(new Date('2029-12-01T00:00:00Z'), now, 7)).toBe(false);
  });

  it('counts nobody as new with 0 days', () => {
    expect(isNewAccount(now, now, 0)).toBe(false);
  });
});

describe('audienceProblem', () => {
  it('accepts the target lists each audience needs', () => {
    expect(audienceProblem('USER', [ALICE])).toBeNull();
    expect(audienceProblem('USERS', [ALICE, BOB])).toBeNull();
    for (const audience of ['EVERYONE', 'VISITORS', 'NEW_USERS'] as const)
      expect(audienceProblem(audience, [])).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(audienceProblem('USER', [])).toMatch(/exactly one/);
    expect(audienceProblem('USER', [ALICE, BOB])).toMatch(/exactly one/);
    expect(audienceProblem('USERS', [])).toMatch(/at least one/);
    expect(audienceProblem('EVERYONE', [ALICE])).toMatch(/takes no target/);
    expect(audienceProblem('USERS', [ALICE, ALICE])).toMatch(/repeat/);
    const many = Array.from(
      { length: MAX_TARGET_USERS + 1 },
      (_, i) => `00000000-0000-4000-8000-${i.toString().padStart(12, '0')}`,
    );
    expect(audienceProblem('USERS', many)).toMatch(/at most/);
  });
});
