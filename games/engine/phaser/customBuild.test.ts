// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPhaserFlags,
  PHASER_FLAGS,
  PHASER_NAMESPACE,
  PHASER_NARROWED_REQUIRES,
  PHASER_REGISTRATIONS,
  PHASER_UNUSED_RENDER_NODES,
  namespaceLeaves,
  phaserEntrySource,
  trimPhaserSource,
  type PhaserNamespace,
} from './customBuild';

// The custom Phaser holds what the games use: every `Phaser.X.Y`, `this.add.x`, `this.load.x`
// and scene system (`this.tweens`, `this.time`...) in the stage, the scenes and the viewer
// exists in it. Phaser's own modules are loaded here as the build assembles them.

const require = createRequire(import.meta.url);
const repo = path.resolve(import.meta.dirname, '../../..');
const srcDir = path.join(path.dirname(require.resolve('phaser/package.json')), 'src');
const load = (module: string): unknown => require(path.join(srcDir, `${module}.js`));

/** Anything at all: a stand-in for the canvas contexts happy-dom does not have. */
function anything(): unknown {
  const target = function () {} as unknown as Record<PropertyKey, unknown>;
  return new Proxy(target, {
    get: (t, key) => {
      if (key === Symbol.toPrimitive) return () => 0;
      if (key === 'then') return undefined;
      return (t[key] ??= anything());
    },
    apply: () => anything(),
  });
}

type Compile = (this: unknown, content: string, filename: string) => unknown;
const nodeModule = Module as unknown as { prototype: { _compile: Compile } };
const compile = nodeModule.prototype._compile;
const getContext = HTMLCanvasElement.prototype.getContext;

/** The source files that use Phaser: the games' scenes and engine, and the scene viewer. */
function sources(): Array<{ file: string; text: string }> {
  const dirs = ['games', 'tools/scene-viewer'];
  return dirs.flatMap((dir) =>
    readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
      .map((file) => path.join(dir, file))
      .filter((file) => !file.startsWith(path.join('games', 'engine', 'phaser')))
      .map((file) => ({ file, text: readFileSync(path.join(repo, file), 'utf8') })),
  );
}

/** Each distinct match of `pattern`'s first group, with the files it appears in. */
function usages(pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of sources()) {
    for (const match of text.matchAll(pattern)) {
      const files = found.get(match[1]!) ?? [];
      if (!files.includes(file)) files.push(file);
      found.set(match[1]!, files);
    }
  }
  return found;
}

function assemble(namespace: PhaserNamespace): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(namespace).map(([name, value]) => [
      name,
      typeof value === 'string' ? load(value) : assemble(value),
    ]),
  );
}

let Phaser: Record<string, unknown>;

beforeAll(() => {
  // Phaser's source as the build plugin compiles it: the build's switches set (the sound and
  // debugging modules stay out) and the narrowed requires. Device checks draw on a 2D canvas.
  nodeModule.prototype._compile = function (content, filename) {
    const inPhaser = filename.startsWith(`${srcDir}${path.sep}`);
    const file = path.relative(srcDir, filename).split(path.sep).join('/');
    return compile.call(this, inPhaser ? trimPhaserSource(file, content) : content, filename);
  };
  HTMLCanvasElement.prototype.getContext = (() => anything()) as typeof getContext;
  Phaser = Object.assign(assemble(PHASER_NAMESPACE), load('const'));
  for (const module of PHASER_REGISTRATIONS) load(module);
});

afterAll(() => {
  nodeModule.prototype._compile = compile;
  HTMLCanvasElement.prototype.getContext = getContext;
});

describe('the custom Phaser', () => {
  it('names only modules that exist in phaser/src', () => {
    const modules = [
      ...namespaceLeaves(PHASER_NAMESPACE).map(([, m]) => m),
      ...PHASER_REGISTRATIONS,
    ];
    expect(modules.filter((m) => !existsSync(path.join(srcDir, `${m}.js`)))).toEqual([]);
  });

  it('registers the core plugins a Game boots with and every Scene needs', () => {
    const plugins = load('plugins/DefaultPlugins') as Record<string, string[]>;
    const cache = load('plugins/PluginCache') as { hasCore(key: string): boolean };
    expect(plugins.CoreScene!.filter((key) => !cache.hasCore(key))).toEqual([]);
  });

  it('has every Phaser.X.Y the games and the viewer use', () => {
    // Phaser.Types is declarations only: nothing of it exists at run time.
    const chains = usages(/\bPhaser((?:\.[A-Za-z_$][\w$]*)+)/g);
    chains.delete('.Types');
    const missing = [...chains]
      .filter(([chain]) => !chain.startsWith('.Types.'))
      .filter(([chain]) => {
        let value: unknown = Phaser;
        for (const name of chain.slice(1).split('.')) {
          value = (value as Record<string, unknown> | undefined)?.[name];
        }
        return value === undefined;
      })
      .map(([chain, files]) => `Phaser${chain} (${files.join(', ')})`);
    expect(chains.size).toBeGreaterThan(10); // the scan found the games
    expect(missing).toEqual([]);
  });

  it('registers every this.add.x game object factory the scenes call', () => {
    const { GameObjectFactory } = Phaser.GameObjects as {
      GameObjectFactory: { prototype: object };
    };
    const factories = usages(/\.add\.([A-Za-z]+)\(/g);
    expect(factories.has('rectangle')).toBe(true);
    const missing = [...factories].filter(
      ([name]) =>
        typeof (GameObjectFactory.prototype as Record<string, unknown>)[name] !== 'function',
    );
    expect(missing.map(([name, files]) => `add.${name} (${files.join(', ')})`)).toEqual([]);
  });

  it('loads every this.load.x file type and loader method the scenes call', () => {
    const { LoaderPlugin } = Phaser.Loader as { LoaderPlugin: { prototype: object } };
    const fileTypes: Record<string, unknown> = {};
    (load('loader/FileTypesManager') as { install(loader: object): void }).install(fileTypes);
    const calls = usages(/\.load\.([A-Za-z]+)\(/g);
    expect(calls.has('image')).toBe(true);
    const missing = [...calls.keys()].filter(
      (name) => !(name in LoaderPlugin.prototype) && typeof fileTypes[name] !== 'function',
    );
    expect(missing).toEqual([]);
  });

  it('gives the scenes every scene system they reach for (this.tweens, this.time...)', () => {
    const injection = load('scene/InjectionMap') as Record<string, string>;
    const plugins = load('plugins/DefaultPlugins') as Record<string, string[]>;
    const cache = load('plugins/PluginCache') as {
      hasCore(key: string): boolean;
      getCore(key: string): { mapping: string };
    };
    // Systems of the Game (its sound only where the build keeps it), then the Scene's own.
    const provided = new Set(['game', ...plugins.Global!]);
    if (!PHASER_FLAGS.FEATURE_SOUND) provided.delete('sound');
    for (const key of [...plugins.CoreScene!, ...plugins.DefaultScene!]) {
      if (cache.hasCore(key)) provided.add(cache.getCore(key).mapping);
    }
    const systemOf = new Map(Object.entries(injection).map(([system, prop]) => [prop, system]));
    const used = usages(/\bthis\.([a-z]+)\b/g);
    const missing = [...used]
      .filter(([prop]) => systemOf.has(prop) && !provided.has(systemOf.get(prop)!))
      .map(([prop, files]) => `this.${prop} (${files.join(', ')})`);
    expect(missing).toEqual([]);
  });
});

describe('the narrowed requires', () => {
  it('each still names a require in the Phaser installed', () => {
    for (const file of Object.keys(PHASER_NARROWED_REQUIRES)) {
      const code = readFileSync(path.join(srcDir, file), 'utf8');
      expect(() => trimPhaserSource(file, code), file).not.toThrow();
    }
  });

  it('fails loudly when Phaser no longer has a require the build narrows', () => {
    expect(() => trimPhaserSource('core/Config.js', 'var M = {};')).toThrow(
      "phaser/src/core/Config.js no longer has require('../math/')",
    );
  });

  it('leaves the node manager every node the scenes draw with, and says which one is out', () => {
    type Manager = new (renderer: unknown) => {
      hasNode(name: string): boolean;
      getNode(name: string): unknown;
    };
    const RenderNodeManager = load('renderer/webgl/renderNodes/RenderNodeManager') as Manager;
    const renderer = { game: { config: { renderNodes: {} }, device: { os: {} } }, maxTextures: 1 };
    const manager = new RenderNodeManager(renderer);
    for (const node of ['Camera', 'BatchHandlerQuad', 'BatchHandlerTriFlat', 'FillPath']) {
      expect(manager.hasNode(node), node).toBe(true);
    }
    expect(PHASER_UNUSED_RENDER_NODES).toContain('FilterGlow');
    expect(() => manager.getNode('FilterGlow')).toThrow(
      'The render node FilterGlow is not in this build of Phaser',
    );
  });

  it('keeps the seeded generator where Phaser reads it (Math.RND)', () => {
    const Config = load('core/Config') as new (config: object) => unknown;
    new Config({ seed: ['fixed'] });
    const MathConst = load('math/const') as { RND: { frac(): number } };
    expect(typeof MathConst.RND.frac()).toBe('number');
    const getAdvancedValue = load('utils/object/GetAdvancedValue') as (
      source: object,
      key: string,
      fallback: number,
    ) => number;
    expect(getAdvancedValue({ n: { randInt: [3, 3] } }, 'n', 0)).toBe(3);
  });
});

describe('applyPhaserFlags', () => {
  it('replaces each typeof FLAG of the build and leaves every other typeof alone', () => {
    const code =
      'if (typeof WEBGL_RENDERER && !typeof FEATURE_SOUND) {}\nif (typeof OTHER || typeof x) {}';
    expect(applyPhaserFlags(code, { WEBGL_RENDERER: true, FEATURE_SOUND: false })).toBe(
      'if (true && !false) {}\nif (typeof OTHER || typeof x) {}',
    );
  });
});

describe('phaserEntrySource', () => {
  it('imports each module once and exports the namespace with the constants merged in', () => {
    const source = phaserEntrySource(
      '/p/src',
      { Game: 'core/Game', Loader: { Events: 'loader/events/index' } },
      ['gameobjects/text/TextFactory'],
    );
    expect(source).toContain('import CONST from "/p/src/const.js";');
    expect(source).toContain('import m0 from "/p/src/core/Game.js";');
    expect(source).toContain('import m1 from "/p/src/loader/events/index.js";');
    expect(source).toContain('import "/p/src/gameobjects/text/TextFactory.js";');
    expect(source).toContain('Game: m0,');
    expect(source).toContain('Events: m1,');
    expect(source).toContain('const Phaser = Object.assign(');
    expect(source).toContain('export default Phaser;');
    expect(source).toContain('export const Game = Phaser.Game;');
    expect(source).toContain('export const AUTO = Phaser.AUTO;');
  });
});
