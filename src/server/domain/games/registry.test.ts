import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../../games/registry';
import { createGameRegistry } from './registry';

const dice = GAMES.find((game) => game.kind === 'dice')!;

describe('game registry', () => {
  it("reads where an added game's notices show from its manifest", () => {
    const registry = createGameRegistry([{ ...dice, kind: 'high-low', location: 'PLINKO' }]);
    expect(registry.locationOf('high-low')).toBe('PLINKO');
    expect(registry.locationOf('coin-flip')).toBe('GAMES');
    expect(registry.locationOf('no-such-game')).toBe('GAMES');
  });

  it('refuses at start-up a manifest whose location the spec does not have', () => {
    expect(() => createGameRegistry([{ ...dice, kind: 'high-low', location: 'HIGH_LOW' }])).toThrow(
      'high-low: "HIGH_LOW" is not a notification location',
    );
  });
});
