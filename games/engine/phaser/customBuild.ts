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

/** Phaser's filters (glow, blur, masks...): no game object or camera of the games has any. */
const FILTERS = [
  'Barrel',
  'Blend',
  'Blocky',
  'Blur',
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
  'Pixelate',
  'Quantize',
  'Sampler',
  'Shadow',
  'Threshold',
  'Vignette',
  'Wipe',
];

/**
 * Render nodes the scenes never draw with: the filters' (and the blur's and parallel
 * filters' helpers), lights, ropes, tilemaps and meshes.
 */
export const PHASER_UNUSED_RENDER_NODES: readonly string[] = [
  'BatchHandlerPointLight',
  'BatchHandlerStrip',
  'SubmitterMeshToQuad',
  'SubmitterTile',
  'SubmitterTilemapGPULayer',
  'TransformerTile',
  ...[...FILTERS, 'BlurHigh', 'BlurLow', 'BlurMed', 'ParallelFilters'].map((f) => `Filter${f}`),
];

/** The texture parsers for atlases, sprite sheets and compressed textures: textures here are images and canvases. */
const UNUSED_TEXTURE_PARSERS = [
  'AtlasXML',
  'JSONArray',
  'JSONHash',
  'PCT',
  'SpriteSheet',
  'SpriteSheetFromAtlas',
  'UnityYAML',
];

/** A stand-in for a module this build leaves out: it throws, naming what is missing, if used. */
const unavailable = (what: string) =>
  `function () { throw new Error('${what} is not in this build of Phaser (games/engine/phaser/customBuild.ts)'); }`;

/** Where each render node lives under renderer/webgl/renderNodes. */
const renderNodeFolder = (node: string) =>
  (['Filter', 'Submitter', 'Transformer'] as const)
    .filter((kind) => node.startsWith(kind))
    .map((kind) => `${kind === 'Filter' ? 'filters' : kind.toLowerCase()}/`)[0] ?? '';

/**
 * Requires narrowed in Phaser's source (file under phaser/src -> [the require as written,
 * what replaces it]): a whole namespace required for one member, or a module the games never
 * reach (then a stand-in that throws, naming it, if a scene ever does).
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
  // The node manager names every node Phaser has; it makes one only when a scene asks.
  'renderer/webgl/renderNodes/RenderNodeManager.js': PHASER_UNUSED_RENDER_NODES.map((node) => [
    `require('./${renderNodeFolder(node)}${node}')`,
    unavailable(`The render node ${node}`),
  ]),
  // A filter list's controllers, one per filter its add methods make.
  'gameobjects/components/FilterList.js': FILTERS.map((filter) => [
    `require('../../filters/${filter}')`,
    unavailable(`The filter ${filter}`),
  ]),
  // The stage turns keyboard, mouse and touch off (games/engine/stage.ts): their managers are
  // never made.
  'input/InputManager.js': [
    'keyboard/KeyboardManager',
    'mouse/MouseManager',
    'touch/TouchManager',
  ].map((manager) => [`require('./${manager}')`, unavailable(`The input manager ${manager}`)]),
  // Textures come from images and canvases: no render texture, atlas, sprite sheet or
  // compressed texture is ever made.
  'textures/TextureManager.js': [
    ["require('./DynamicTexture')", unavailable('The dynamic texture')],
    [
      "require('./parsers')",
      `{ Image: require('./parsers/Image'), ${UNUSED_TEXTURE_PARSERS.map((parser) => `${parser}: ${unavailable(`The texture parser ${parser}`)}`).join(', ')} }`,
    ],
  ],
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
