// Bundles the server into dist/server/main.js for `npm start` (plain Node 20, no TypeScript
// loader at run time). Packages stay external: node_modules is there at run time anyway.
import { build } from 'esbuild';

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
});
console.log('built dist/server/main.js');
