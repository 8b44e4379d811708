// The Phaser the games ship: only the parts the stage and the scenes use, assembled from
// Phaser's own source modules (node_modules/phaser/src) instead of its all-in-one bundle.
// The build aliases `phaser` to a module made from this list (tools/vite/phaser-build-plugin.ts),
// so scenes keep `import Phaser from 'phaser'` and TypeScript keeps Phaser's full types.
// Pure (data and string functions): customBuild.test.ts loads these modules as the build
// does and fails when the games use a `Phaser.X.Y`, `this.add.x`, `this.load.x` or scene
// system (`this.tweens`...) that is not here.

/** A namespace of the custom `Phaser`: each leaf is a module path under phaser/src, no extension. */
export interface PhaserNamespace {
  readonly [name: string]: string | PhaserNamespace;
}

/**
 * What `Phaser.*` holds. Whole Phaser namespaces (an index module) where the Game needs all
 * of them anyway; only the members used where the rest would be dead weight (GameObjects,
 * Loader, Math). Phaser's constants (AUTO, WEBGL, CANVAS, VERSION...) are merged in at the top.
 */
export const PHASER_NAMESPACE: PhaserNamespace = {
  Game: 'core/Game',
  Events: 'events/index', // its EventEmitter is the core plugin every Game and Scene needs
  Scene: 'scene/Scene',
  Core: 'core/index',
  Scenes: 'scene/index',
  Scale: 'scale/index',
  Cameras: { Scene2D: 'cameras/2d/index' },
  // Types only in the code (casts): the renderer itself comes with the Game. Renderer's
  // index would bring every shader and render node Phaser has (tilemaps, GPU layers, noise).
  Renderer: { WebGL: { WebGLRenderer: 'renderer/webgl/WebGLRenderer' } },
  Textures: { TextureManager: 'textures/TextureManager' },
  GameObjects: {
    DisplayList: 'gameobjects/DisplayList',
    UpdateList: 'gameobjects/UpdateList',
    GameObjectFactory: 'gameobjects/GameObjectFactory',
    GameObjectCreator: 'gameobjects/GameObjectCreator',
    GameObject: 'gameobjects/GameObject',
    Components: 'gameobjects/components/index',
    Container: 'gameobjects/container/Container',
    Graphics: 'gameobjects/graphics/Graphics',
    Image: 'gameobjects/image/Image',
    Text: 'gameobjects/text/Text',
    Shape: 'gameobjects/shape/Shape',
    Arc: 'gameobjects/shape/arc/Arc',
    Ellipse: 'gameobjects/shape/ellipse/Ellipse',
    Rectangle: 'gameobjects/shape/rectangle/Rectangle',
  },
  Loader: {
    Events: 'loader/events/index',
    LoaderPlugin: 'loader/LoaderPlugin',
    FileTypes: { ImageFile: 'loader/filetypes/ImageFile' },
  },
  Math: { Vector2: 'math/Vector2' },
  Tweens: { TweenManager: 'tweens/TweenManager' },
};

/**
 * Modules loaded for what they register: the `this.add.*` factories the scenes call (each
 * registers its name with the GameObjectFactory; ArcFactory registers `arc` and `circle`).
 */
export const PHASER_REGISTRATIONS: readonly string[] = [
  'gameobjects/container/ContainerFactory',
  'gameobjects/graphics/GraphicsFactory',
  'gameobjects/image/ImageFactory',
  'gameobjects/text/TextFactory',
  'gameobjects/shape/arc/ArcFactory',
  'gameobjects/shape/ellipse/EllipseFactory',
  'gameobjects/shape/rectangle/RectangleFactory',
];

/** Phaser's compile-time switches (`typeof FLAG` in its source) for this build. */
export const PHASER_FLAGS: Readonly<Record<string, boolean>> = {
  WEBGL_RENDERER: true,
  CANVAS_RENDERER: true, // the fallback where WebGL is missing
  WEBGL_DEBUG: false,
  FEATURE_SOUND: false, // the page plays sounds (howler); the game has no audio
  PLUGIN_CAMERA3D: false,
  PLUGIN_FBINSTANT: false,
};

/**
 * Render nodes the scenes never draw with: filters (no game object or camera has any),
 * lights, ropes, tilemaps and meshes. Phaser's node manager names every node it has, so its
 * require of each of these becomes a stand-in that says so if a scene ever asks for one.
 */
export const PHASER_UNUSED_RENDER_NODES: readonly string[] = [
  'BatchHandlerPointLight',
  'BatchHandlerStrip',
  'SubmitterMeshToQuad',
  'SubmitterTile',
  'SubmitterTilemapGPULayer',
  'TransformerTile',
  ...[
    'Barrel',
    'Blend',
    'Blocky',
    'Blur',
    'BlurHigh',
    'BlurLow',
    'BlurMed',
    'Bokeh',
    'ColorMatrix',
    'CombineColorMatrix',
    'Displacement',
    'Glow',
    'GradientMap',
    'ImageLight',
    'Key',
    'Mask',
    'NormalTools',
    'PanoramaBlur',
    'ParallelFilters',
    'Pixelate',
    'Quantize',
    'Sampler',
    'Shadow',
    'Threshold',
    'Vignette',
    'Wipe',
  ].map((filter) => `Filter${filter}`),
];

const RENDER_NODE_MANAGER = 'renderer/webgl/renderNodes/RenderNodeManager.js';

/**
 * Requires narrowed in Phaser's source (file under phaser/src -> [the require as written,
 * what replaces it]): each pulls in a whole namespace for one member.
 */
export const PHASER_NARROWED_REQUIRES: Readonly<
  Record<string, ReadonlyArray<readonly [string, string]>>
> = {
  // Reads only the renderer's events; the renderer's index holds every shader and node.
  'renderer/webgl/renderNodes/BatchHandler.js': [
    ["require('../../../renderer')", "{ Events: require('../../events') }"],
  ],
  // The Game's config seeds Math.RND; the math index brings all of Phaser's math for it.
  // The seeded generator lives on the math constants, where GetAdvancedValue reads it.
  'core/Config.js': [
    [
      "require('../math/')",
      "Object.assign(require('../math/const'), { RandomDataGenerator: require('../math/random-data-generator/RandomDataGenerator') })",
    ],
  ],
  'utils/object/GetAdvancedValue.js': [["require('../../math')", "require('../../math/const')"]],
  [RENDER_NODE_MANAGER]: PHASER_UNUSED_RENDER_NODES.map((node) => {
    const folder = node.startsWith('Filter')
      ? 'filters/'
      : node.startsWith('Submitter')
        ? 'submitter/'
        : node.startsWith('Transformer')
          ? 'transformer/'
          : '';
    return [
      `require('./${folder}${node}')`,
      `function () { throw new Error('The render node ${node} is not in this build of Phaser (games/engine/phaser/customBuild.ts)'); }`,
    ];
  }),
};

/**
 * Phaser's source module `file` (path under phaser/src, forward slashes) as this build
 * compiles it: its switches set and its narrowed requires replaced. A require that is no
 * longer in Phaser's source fails the build, so an upgrade cannot silently undo a trim.
 */
export function trimPhaserSource(file: string, code: string): string {
  let trimmed = applyPhaserFlags(code);
  for (const [from, to] of PHASER_NARROWED_REQUIRES[file] ?? []) {
    if (!trimmed.includes(from)) throw new Error(`phaser/src/${file} no longer has ${from}`);
    trimmed = trimmed.split(from).join(to);
  }
  return trimmed;
}

/** Phaser's source with each `typeof FLAG` replaced by the flag's value, as Phaser's own build does. */
export function applyPhaserFlags(
  code: string,
  flags: Readonly<Record<string, boolean>> = PHASER_FLAGS,
): string {
  return code.replace(/\btypeof\s+([A-Z][A-Z0-9_]*)\b/g, (match, flag: string) =>
    Object.hasOwn(flags, flag) ? String(flags[flag]) : match,
  );
}

/** Every leaf of a namespace with its dotted name: [['GameObjects.Text', 'gameobjects/text/Text'], ...]. */
export function namespaceLeaves(namespace: PhaserNamespace, prefix = ''): Array<[string, string]> {
  return Object.entries(namespace).flatMap(([name, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${name}`, value] as [string, string]]
      : namespaceLeaves(value, `${prefix}${name}.`),
  );
}

/**
 * The source of the `phaser` module: imports every leaf and registration from `srcDir`
 * (phaser/src, absolute, forward slashes) and exports the namespace as the default export and
 * as named exports (for `import * as Phaser`).
 */
export function phaserEntrySource(
  srcDir: string,
  namespace: PhaserNamespace = PHASER_NAMESPACE,
  registrations: readonly string[] = PHASER_REGISTRATIONS,
): string {
  const file = (path: string) => JSON.stringify(`${srcDir}/${path}.js`);
  const leaves = namespaceLeaves(namespace);
  const lines = [`import CONST from ${file('const')};`];
  leaves.forEach(([, path], i) => lines.push(`import m${i} from ${file(path)};`));
  for (const path of registrations) lines.push(`import ${file(path)};`);

  let leaf = 0;
  const literal = (ns: PhaserNamespace, indent: string): string => {
    const members = Object.entries(ns).map(
      ([name, value]) =>
        `${indent}  ${name}: ${typeof value === 'string' ? `m${leaf++}` : literal(value, `${indent}  `)},`,
    );
    return `{\n${members.join('\n')}\n${indent}}`;
  };
  lines.push(`const Phaser = Object.assign(${literal(namespace, '')}, CONST);`);
  lines.push('export default Phaser;');
  const names = [...Object.keys(namespace), 'AUTO', 'CANVAS', 'WEBGL', 'HEADLESS', 'VERSION'];
  for (const name of new Set(names)) lines.push(`export const ${name} = Phaser.${name};`);
  return `${lines.join('\n')}\n`;
}
