import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { applyPhaserFlags, phaserEntrySource } from '../../games/engine/phaser/customBuild';

/** The id of the `phaser` module the build makes (virtual: no file on disk). */
export const PHASER_ENTRY_ID = '\0gemdrop:phaser';

/** Phaser's source folder, forward slashes (its package exports only the prebuilt bundle). */
export function phaserSrcDir(): string {
  const packageJson = createRequire(import.meta.url).resolve('phaser/package.json');
  return path.join(path.dirname(packageJson), 'src').split(path.sep).join('/');
}

/**
 * Builds ship the custom Phaser of games/engine/phaser/customBuild.ts: `import 'phaser'`
 * resolves to a module assembled from Phaser's source, whose compile-time switches
 * (`typeof WEBGL_RENDERER`...) are set as Phaser's own build sets them. The dev servers keep
 * the prebuilt bundle (Phaser's CommonJS source would need pre-bundling there).
 */
export function phaserBuildPlugin(srcDir = phaserSrcDir()): Plugin {
  return {
    name: 'gemdrop:phaser-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'phaser' ? PHASER_ENTRY_ID : null;
    },
    load(id) {
      return id === PHASER_ENTRY_ID ? phaserEntrySource(srcDir) : null;
    },
    transform(code, id) {
      if (!id.split(path.sep).join('/').startsWith(`${srcDir}/`)) return null;
      return { code: applyPhaserFlags(code), map: null };
    },
  };
}
