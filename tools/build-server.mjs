// Bundles the server into dist/server/main.js for `npm start` (plain Node 20, no TypeScript
// loader at run time). Packages stay external: node_modules is there at run time anyway.
// The server's modules are found by folder with import.meta.glob, which globImports.mjs
// expands here as Vite does in the tests (src/server/modules/find.ts).
import { build } from 'esbuild';
import { globImports } from './globImports.mjs';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [globImports()],
});
console.log('built dist/server/main.js');
