import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHASER_ENTRY_ID, phaserBuildPlugin, phaserSrcDir } from './phaser-build-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call({}, ...args);

describe('phaser build plugin', () => {
  const plugin = phaserBuildPlugin('/repo/node_modules/phaser/src');

  it('runs in builds only: the dev servers keep the prebuilt package', () => {
    expect(plugin.apply).toBe('build');
  });

  it("resolves the bare 'phaser' import, and nothing else, to the custom entry", () => {
    expect(call(plugin.resolveId, 'phaser', '/repo/games/dice/scene/DiceScene.ts')).toBe(
      PHASER_ENTRY_ID,
    );
    expect(call(plugin.resolveId, 'phaser/package.json')).toBeNull();
    expect(call(plugin.resolveId, './phaser')).toBeNull();
    const entry = String(call(plugin.load, PHASER_ENTRY_ID));
    expect(entry).toContain('from "/repo/node_modules/phaser/src/core/Game.js"');
    expect(entry).toContain('export default Phaser;');
    expect(call(plugin.load, '/repo/games/dice/scene/DiceScene.ts')).toBeNull();
  });

  it("sets the switches in Phaser's source only", () => {
    const code = 'if (typeof FEATURE_SOUND) { require("./sound"); }';
    const inPhaser = call(plugin.transform, code, '/repo/node_modules/phaser/src/core/Game.js');
    expect(inPhaser).toEqual({ code: 'if (false) { require("./sound"); }', map: null });
    expect(call(plugin.transform, code, '/repo/games/dice/scene/DiceScene.ts')).toBeNull();
  });

  it('finds the installed Phaser source', () => {
    expect(existsSync(`${phaserSrcDir()}/core/Game.js`)).toBe(true);
  });
});
