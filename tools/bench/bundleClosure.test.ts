import { describe, expect, it } from 'vitest';
import {
  entryKey,
  extraFiles,
  filesHolding,
  keyOf,
  staticClosure,
  type Manifest,
} from './bundleClosure';

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

  it('finds a page by its source, or by its chunk when another chunk imports it too', () => {
    const shared: Manifest = {
      ...manifest,
      '_Referral-x1.js': { file: 'assets/Referral-x1.js', name: 'Referral' },
      '_Other-x2.js': { file: 'assets/Other-x2.js', name: 'Other' },
      '_Other-x3.js': { file: 'assets/Other-x3.js', name: 'Other' },
    };
    expect(keyOf(shared, 'src/pages/Dice.tsx')).toBe('src/pages/Dice.tsx');
    expect(keyOf(shared, 'src/pages/Referral.tsx')).toBe('_Referral-x1.js');
    expect(() => keyOf(shared, 'src/pages/Other.tsx')).toThrow(/2 chunks/);
    expect(() => keyOf(shared, 'src/pages/Gone.tsx')).toThrow(/0 chunks/);
  });

  it('names the files that print a module, a copy in each reader counted too', () => {
    const modules = {
      'assets/Dice.js': ['src/pages/Dice.tsx', 'src/pages/admin/table.ts'],
      'assets/Home.js': ['src/pages/Home.tsx'],
    };
    const admin = (module: string) => module.startsWith('src/pages/admin/');
    expect(filesHolding(modules, ['assets/Home.js', 'assets/Dice.js'], admin)).toEqual([
      'assets/Dice.js',
    ]);
    expect(filesHolding(modules, ['assets/Unknown.js'], admin)).toEqual([]);
  });
});
