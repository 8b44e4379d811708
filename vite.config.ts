import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { caseDrawingsStayFiles } from './tools/vite/case-drawings';
import { chunkModulesPlugin } from './tools/vite/chunk-modules-plugin';
import { buildIdPlugin } from './tools/vite/build-id-plugin';
import { phaserBuildPlugin } from './tools/vite/phaser-build-plugin';
import { precompressPlugin } from './tools/vite/precompress-plugin';

/** Where `npm run dev` finds the API and realtime server. */
const backend = 'http://localhost:3000';

/**
 * Server paths; matched as whole path segments so client routes like /authors stay with Vite.
 * The API lives under /api (src/server/app.ts); the bare /auth and /users are kept for tools
 * and links that use the contract's unprefixed paths.
 */
const apiPrefixes = ['/api', '/auth', '/users', '/health', '/ready', '/docs', '/admin'];

const apiProxy: Record<string, ProxyOptions> = Object.fromEntries(
  apiPrefixes.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: backend }]),
);

/** Style modules, as rolldown documents for Vite's CSS output. */
const STYLE_MODULES = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

export default defineConfig({
  plugins: [
    react(),
    buildIdPlugin(),
    phaserBuildPlugin(),
    precompressPlugin(),
    chunkModulesPlugin(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The bundle checks (tools/bench/bundleSizes.ts) read the manifest.
    manifest: true,
    target: 'es2022',
    // Every browser the site supports preloads modules itself (Chromium, Firefox 115+, Safari
    // 17+); an older one only loads a page's chunks without the head start. The polyfill
    // was 0.4 KB gzip of the lobby.
    modulePreload: { polyfill: false },
    // The case drawings stay files fetched when a case shows, never data in a script.
    assetsInlineLimit: caseDrawingsStayFiles,
    rolldownOptions: {
      // No chunk is loaded but by our own imports: its exports need not keep their names,
      // which inlining small shared chunks (below) requires.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one chunk of
          // it, not the two dozen small shared chunks splitting made (each its own request and
          // gzip stream; the lobby 115.7 -> 109.7 KB gzip). Lazy pages, Phaser and the back
          // office are not statically imported, so they stay out.
          groups: [{ name: 'lobby', tags: ['$initial'] }],
          // A small shared chunk (under 8 KB of source) is printed into each chunk that reads
          // it, with one module state for all copies, instead of being a file of its own. A
          // page's start-up was 82 files, which HTTP/1.1's six connections a host fetched in
          // turns: 46 now, and the dice page playable about 300 ms sooner cold (measured).
          // Chunks with styles stay files: a copy would repeat its CSS in every reader's.
          experimentalInlineCommonChunks: { maxSize: 8192, exclude: STYLE_MODULES },
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      ...apiProxy,
      '/socket.io': { target: backend, ws: true },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
});
