import { describe, expect, it } from 'vitest';
import { deepestHandle } from './route-handle';

describe('deepestHandle', () => {
  it('prefers the deepest match that has a handle', () => {
    expect(
      deepestHandle([
        { notificationLocation: 'SETTINGS' },
        undefined,
        { gameKey: 'mines', notificationLocation: 'MINES' },
        null,
      ]),
    ).toEqual({ gameKey: 'mines', notificationLocation: 'MINES' });
  });

  it('falls back to ALL without a handle', () => {
    expect(deepestHandle([undefined, { other: true }])).toEqual({ notificationLocation: 'ALL' });
  });
});
