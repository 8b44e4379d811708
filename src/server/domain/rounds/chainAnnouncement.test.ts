import { describe, expect, it } from 'vitest';
import { chainAnnouncement } from './chainAnnouncement';
import type { PublishedChain } from './roundChains';

// The chat line that publishes a chain names its terminating hash and the salt's beacon round
// with its due time, so players can check the salt was named before anyone could know it.

const chain = (saltNotBefore: Date | null): PublishedChain => ({
  game: 'crash',
  length: 10,
  terminatingHash: 'f'.repeat(64),
  beacon: {
    kind: 'drand-quicknet',
    label: 'drand quicknet',
    round: 123,
    expectedAt: new Date('2026-03-01T12:05:00.000Z'),
  },
  salt: null,
  saltEvidence: null,
  publishedAt: new Date('2026-03-01T12:00:00.000Z'),
  saltNotBefore,
  saltFixedAt: null,
  roundsPlayed: 0,
});

describe('chainAnnouncement', () => {
  it('names the hash, the salt round, its due time and the time it had to follow', () => {
    expect(chainAnnouncement(chain(new Date('2026-03-01T12:04:58.000Z')))).toEqual([
      {
        type: 'TEXT',
        value:
          `Crash hash chain committed: terminating hash ${'f'.repeat(64)}. ` +
          'Its salt is drand quicknet round 123 (due 2026-03-01T12:05:00.000Z), ' +
          'the first round after 2026-03-01T12:04:58.000Z.',
      },
    ]);
  });

  it('falls back to the due time for an older chain without a not-before time', () => {
    const [line] = chainAnnouncement(chain(null));
    expect((line as { value: string }).value).toMatch(
      /the first round after 2026-03-01T12:05:00\.000Z\.$/,
    );
  });
});
