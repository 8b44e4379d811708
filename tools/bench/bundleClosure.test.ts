import { describe, expect, it } from 'vitest';
import { entryKey, extraFiles, staticClosure, type Manifest } from './bundleClosure';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/pages/Home.tsx', 'src/pages/Dice.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/Home.tsx': { file: 'assets/Home.js', imports: ['index.html', '_react.js'] },
  'src/pages/Dice.tsx': {
    file: 'assets/Dice.js',
    imports: ['index.html', '_zod.js'],
    dynamicImports: ['games/engine/GameHost.tsx'],
  },
  '_zod.js': { file: 'assets/zod.js' },
  'games/engine/GameHost.tsx': {
    file: 'assets/GameHost.js',
    imports: ['index.html', '_phaser.js'],
  },
  '_phaser.js': { file: 'assets/phaser.js' },
};

describe('bundle closure', () => {
  it('follows static imports only, so lazily loaded Phaser is not counted', () => {
    const dice = staticClosure(manifest, ['src/pages/Dice.tsx']);
    expect([...dice].sort()).toEqual([
      'assets/Dice.js',
      'assets/index.js',
      'assets/react.js',
      'assets/zod.js',
    ]);
    expect(dice.has('assets/phaser.js')).toBe(false);
  });

  it('can follow dynamic imports too, to size what a route loads later', () => {
    const later = staticClosure(manifest, ['src/pages/Dice.tsx'], true);
    expect(later.has('assets/phaser.js')).toBe(true);
  });

  it('follows no lazy part of the lobby through a lobby chunk the route imports', () => {
    const lobby = staticClosure(manifest, [entryKey(manifest), 'src/pages/Home.tsx']);
    const later = staticClosure(manifest, ['games/engine/GameHost.tsx'], true, lobby);
    expect(extraFiles(lobby, later).sort()).toEqual(['assets/GameHost.js', 'assets/phaser.js']);
    // Without the lobby, the entry's lazy pages would count as the engine's.
    const unbounded = staticClosure(manifest, ['games/engine/GameHost.tsx'], true);
    expect(unbounded.has('assets/Dice.js')).toBe(true);
  });

  it('names what a route adds to the lobby', () => {
    const lobby = staticClosure(manifest, [entryKey(manifest), 'src/pages/Home.tsx']);
    const dice = staticClosure(manifest, ['src/pages/Dice.tsx']);
    expect(extraFiles(lobby, dice).sort()).toEqual(['assets/Dice.js', 'assets/zod.js']);
  });

  it('refuses a manifest that lacks a chunk it names', () => {
    expect(() => staticClosure(manifest, ['src/pages/Missing.tsx'])).toThrow(/no chunk/);
  });
});
