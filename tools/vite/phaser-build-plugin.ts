import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { phaserEntrySource, trimPhaserSource } from '../../games/engine/phaser/customBuild';

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
 * (`typeof WEBGL_RENDERER`...) are set as Phaser's own build sets them, and a few of whose
 * requires are narrowed to what is read. The dev servers keep
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
      const file = id.split(path.sep).join('/');
      if (!file.startsWith(`${srcDir}/`)) return null;
      return { code: trimPhaserSource(file.slice(srcDir.length + 1), code), map: null };
    },
  };
}
